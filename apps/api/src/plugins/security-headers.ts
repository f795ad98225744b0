import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export type SecurityHeadersOptions = {
  /** The e-mail provider the web app may also send contact messages to (docs/product/messages.md#contact-messages). */
  contactMailOrigin?: string | undefined;
  /** Served over https: browsers are told to keep to it (HSTS). */
  secureCookies?: boolean | undefined;
};

/**
 * Security headers on every response: a strict content security policy, no framing, HSTS over https. The
 * headers are the same for every response, so helmet's middleware is made once, here: @fastify/helmet made it
 * again for every request (parsing the policy each time), which cost about a tenth of the server's time on a
 * cached bike list (apps/api/bench/README.md).
 */
export default fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and sonner set style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: the pictures of a rider's file, read with the session's token and shown through an object URL
          // (docs/product/riders-on-file.md#screens): they are never at an address of their own.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(opts.contactMailOrigin ? [opts.contactMailOrigin] : [])],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: opts.secureCookies ? undefined : false,
    });
    app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
  },
  { name: 'security-headers' },
);
