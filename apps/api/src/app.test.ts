import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { buildTestApp, factories, openTestDatabase } from './test/test-app.ts';

/** Serving (docs/product/platform.md#serving): the built web app and the API on one port. */
let database: Database;
let app: FastifyInstance;
const web = mkdtempSync(join(tmpdir(), 'bond-web-'));
/** Text enough that the server compresses it (past the 1 KB threshold). */
const FRAME_TEXT = Array.from(
  { length: 400 },
  (_, i) => `<p class="p-${i % 7}">Bike ${(i * 7919) % 1000}: ${(i * 104729) % 9973} BDT an hour</p>`,
).join('');
const BUILT_SCRIPT = `export const words = ${JSON.stringify('word '.repeat(2000))};`;

beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><html lang="en"><title>Bond Bike Rental</title><div id="root"></div>${FRAME_TEXT}</html>`,
  );
  writeFileSync(join(web, 'site-pages.json'), JSON.stringify({ pages: ['/', '/about', '/blogs/bike-safety-tips'] }));
  writeFileSync(join(web, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // As the web build leaves a file: beside it, its brotli form made at build time.
  writeFileSync(join(web, 'assets', 'start-def456.js'), BUILT_SCRIPT);
  writeFileSync(join(web, 'assets', 'start-def456.js.br'), brotliCompressSync(BUILT_SCRIPT));
  database = await openTestDatabase();
  app = await buildTestApp(database, { webDist: web });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The sources of the CSP's connect-src directive. */
const connectSrc = (csp: unknown) => /(?:^|;)\s*connect-src ([^;]*)/.exec(String(csp))?.[1];

describe('serving the shop', () => {
  it('answers client routes with index.html, not cached', async () => {
    for (const url of ['/', '/allbikes', '/allbikes/123', '/dashboard?payment=success', '/blogs/bike-safety-tips']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers the Bangla pages with index.html saying lang="bn", and the English ones lang="en"', async () => {
    for (const url of ['/bn', '/bn/allbikes', '/bn/allbikes/123', '/bn/blogs/bike-safety-tips?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="bn">');
    }
    for (const url of ['/', '/bnx', '/allbikes/bn']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<html lang="en">');
    }
  });

  it('tells the app a visitor saves data (Save-Data: on) on <html>, and varies on it', async () => {
    const saving = await app.inject({ method: 'GET', url: '/bn/about', headers: { 'save-data': 'on' } });
    expect(saving.body).toContain('<html lang="bn" data-save-data>');
    expect(saving.headers.vary).toContain('Save-Data');
    const full = await app.inject({ method: 'GET', url: '/' });
    expect(full.body).toContain('<html lang="en">');
    expect(full.headers.vary).toContain('Save-Data');
  });

  it('lists every public page and every listed bike in both languages in sitemap.xml', async () => {
    const make = factories(app, database);
    const admin = await make.admin();
    const listed = (await make.bike(admin.token))._id;
    const retired = (await make.bike(admin.token))._id;
    expect((await make.api('DELETE', `/api/bikes/${retired}`, admin.token)).statusCode).toBe(200);

    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/blogs/bike-safety-tips', `/allbikes/${listed}`]) {
      expect(locs).toContain(`http://shop.test${path}`);
      expect(locs).toContain(`http://shop.test${path === '/' ? '/bn' : `/bn${path}`}`);
    }
    expect(locs.some((loc) => loc?.includes(retired))).toBe(false);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="bn" href="http://shop.test/bn/allbikes/${listed}"/>`,
    );
    expect(res.body).toMatch(new RegExp(`allbikes/${listed}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('answers robots.txt pointing crawlers at the sitemap and away from the dashboards', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /bn/dashboard');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('compresses what it makes per request with brotli', async () => {
    const res = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(FRAME_TEXT);
  });

  it('sends the brotli file the build made rather than compressing the asset again', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/start-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-length']).toBe(String(brotliCompressSync(BUILT_SCRIPT).length));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUILT_SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/start-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_SCRIPT);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      errorMessage: [{ message: 'No such API call: GET /api/no-such-thing' }],
    });
  });

  it('sends security headers: a CSP, nosniff and frame denial', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(connectSrc(res.headers['content-security-policy'])).toBe("'self'");
  });

  it('lets the page reach the configured e-mail provider, and no other origin', async () => {
    const withMail = await buildTestApp(database, { webDist: web, contactMailOrigin: 'https://mail.example' });
    try {
      const res = await withMail.inject({ method: 'GET', url: '/' });
      expect(connectSrc(res.headers['content-security-policy'])).toBe("'self' https://mail.example");
    } finally {
      await withMail.close();
    }
  });

  it('allows no foreign origin to read the API (no CORS headers)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bikes', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/bikes',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document made from the contract, and its interactive page', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    for (const path of [
      '/api/auth/login',
      '/api/bikes',
      '/api/bikes/{id}',
      '/api/rentals',
      '/api/rentals/calculate',
      '/api/rentals/{bookingId}/payRental/{amount}',
      '/api/users/me',
      '/api/contact',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    expect(spec.paths['/api/bikes'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['searchByName', 'searchByBrand', 'searchByModel', 'searchByAvailability']),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
