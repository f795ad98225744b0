import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /** The e-mail provider the web app may also send contact messages to (docs/product/messages.md#contact-messages). */
  contactMailOrigin?: string | undefined;
  /** Served over https: browsers are told to keep to it (HSTS). */
  secureCookies?: boolean | undefined;
};

/** Security headers on every response: a strict content security policy, no framing, HSTS over https. */
export default fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and sonner set style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
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
  },
  { name: 'security-headers' },
);
