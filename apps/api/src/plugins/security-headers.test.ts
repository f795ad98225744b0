import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders, { type SecurityHeadersOptions } from './security-headers.ts';

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';media-src 'self';connect-src 'self'";

const HEADERS = {
  'content-security-policy': POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function answers(options: SecurityHeadersOptions) {
  const app = Fastify();
  await app.register(securityHeaders, options);
  app.get('/bikes', async () => ({ success: true }));
  try {
    return await Promise.all([
      app.inject({ url: '/bikes' }),
      app.inject({ url: '/bikes' }),
      app.inject({ url: '/no' }),
    ]);
  } finally {
    await app.close();
  }
}

describe('security headers', () => {
  it('sends the same set on every answer, a route’s or a 404', async () => {
    for (const res of await answers({})) {
      const { 'content-type': _type, 'content-length': _length, date: _date, connection: _c, ...rest } = res.headers;
      expect(rest).toEqual(HEADERS);
    }
  });

  it('adds HSTS over https and lets the page reach the e-mail provider', async () => {
    for (const res of await answers({ secureCookies: true, contactMailOrigin: 'https://mail.example' })) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(`${POLICY} https://mail.example`);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
