import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { buildTestApp, factories, openTestDatabase } from '../test/test-app.ts';
import { allowScripts, inlineScriptSources } from './script-policy.ts';

/**
 * Rendered pages (docs/decisions/020, docs/decisions/026): the server puts what the web app's renderer answers into index.html. The
 * renderer here is a stand-in with the built renderer's interface, so these tests are about the server's part:
 * where the page goes, its head, its status, the state handed over, the language, and falling back to the
 * frame. (The real renderer is tested end to end, in Chromium, against the built app.)
 */
let database: Database;
let app: FastifyInstance;
const parent = mkdtempSync(join(tmpdir(), 'bond-ssr-'));
const web = join(parent, 'dist');

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const INDEX = `<!doctype html><html lang="en"><head><title>Bond Bike Rental</title>
<meta name="description" content="The default description" />
<script>${THEME_SCRIPT}</script>
</head><body><div id="root">
  <!--app--><div class="frame"></div><!--/app-->
</div>
<script type="module" src="/assets/index.js"></script></body></html>`;

const RENDERER = `
let api = null;
export function configureApiForServer(options) { api = options; }
export async function render({ request, language, origin, authToken }) {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/boom')) throw new Error('the renderer failed');
  if (path.endsWith('/stuck')) return new Promise(() => {});
  if (path.endsWith('/moved')) return { kind: 'redirect', status: 302, location: '/allbikes' };
  if (path.endsWith('/plain')) return { kind: 'none' };
  const bikes = await (await api.fetch(api.baseUrl + '/bikes')).json();
  return {
    kind: 'page',
    status: path.endsWith('/nope') ? 404 : 200,
    head: '<title>' + language + ' page</title>',
    html: '<main><h1>' + language + ' ' + path + '</h1><p>' + bikes.data.length + ' bikes from ' + origin + '</p>'
      + '<p>token ' + (authToken ?? 'none') + '</p></main>',
    state: { text: '</script><script>alert(1)</script>' },
  };
}
`;

beforeAll(async () => {
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  mkdirSync(`${web}-server`);
  writeFileSync(join(`${web}-server`, 'render.js'), RENDERER);
  database = await openTestDatabase();
  app = await buildTestApp(database, { webDist: web, renderTimeLimitMs: 300 });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('pages rendered on the server', () => {
  it('puts the rendered page in place of the frame, with its head, its data and the state handed over', async () => {
    const make = factories(app, database);
    const admin = await make.admin();
    await make.bike(admin.token);
    const listed = (await get('/api/bikes')).json().data.length as number;

    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<div id="root"><main><h1>en /about</h1>');
    expect(res.body).toContain(`<p>${listed} bikes from http://shop.test</p>`);
    expect(res.body).not.toContain('class="frame"');
    // The page's own head replaces the default title and description.
    expect(res.body).toContain('<title>en page</title>');
    expect(res.body).not.toContain('The default description');
    // The state is JSON no text inside can close its element.
    const state = /<script id="bond-state" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state!)).toEqual({ text: '</script><script>alert(1)</script>' });
    expect(res.headers.vary).toContain('Cookie');
  });

  it('renders the Bangla pages under /bn in Bangla, with <html lang="bn">', async () => {
    const res = await get('/bn/allbikes');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain('<h1>bn /bn/allbikes</h1>');
  });

  it('sends a visitor to the page in their language: the remembered choice, else the browser’s', async () => {
    const byCookie = await get('/about?x=1', { cookie: 'lang=bn' });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/bn/about?x=1');
    const byBrowser = await get('/', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' });
    expect(byBrowser.headers.location).toBe('/bn');
    // A choice of English wins over the browser; an address naming Bangla is always Bangla.
    expect((await get('/about', { cookie: 'lang=en', 'accept-language': 'bn' })).statusCode).toBe(200);
    expect((await get('/bn/about', { cookie: 'lang=en' })).body).toContain('<h1>bn /bn/about</h1>');
    // Crawlers (no cookie, no Accept-Language) get English.
    expect((await get('/about')).statusCode).toBe(200);
  });

  it('remembers the language switch’s choice (?lang=) and answers with the clean address', async () => {
    const toBangla = await get('/allbikes?searchByBrand=Honda&lang=bn');
    expect(toBangla.statusCode).toBe(302);
    expect(toBangla.headers.location).toBe('/bn/allbikes?searchByBrand=Honda');
    expect(String(toBangla.headers['set-cookie'])).toMatch(/^lang=bn; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const toEnglish = await get('/bn?lang=en', { cookie: 'lang=bn' });
    expect(toEnglish.headers.location).toBe('/');
    expect(String(toEnglish.headers['set-cookie'])).toContain('lang=en');
  });

  it('answers an address that names no page with the rendered 404', async () => {
    const res = await get('/bn/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>bn /bn/nope</h1>');
  });

  it('sends a page’s form pressed before the app started back to the page, and refuses a file with 404', async () => {
    for (const path of ['/login', '/bn/register']) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=rider%40example.com&password=secret-1234',
      });
      expect(res.statusCode, path).toBe(303);
      expect(res.headers.location).toBe(path);
      expect(res.body).not.toContain('secret-1234');
    }
    expect((await app.inject({ method: 'POST', url: '/logo.png' })).statusCode).toBe(404);
  });

  it('follows a redirect the routes ask for', async () => {
    const res = await get('/moved');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/allbikes');
  });

  it('hands the signed-in visitor’s token to the renderer, so the navbar is right at once', async () => {
    const { token } = await factories(app, database).customer();
    expect((await get('/about', { cookie: `authToken=${token}` })).body).toContain(`<p>token ${token}</p>`);
  });

  it('renders signed out for a token cookie this server did not sign, or that has expired', async () => {
    const { token } = await factories(app, database).customer();
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const admin = part({ ...claims, user_role: 'admin', user_email: 'boss@example.com' });
    const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
    const expired = app.jwt.sign({ ...claims, iat: 1_700_000_000, exp: 1_700_000_060 } as never);
    const refresh = app.jwt.sign({ ...claims, typ: 'refresh', iat: undefined, exp: undefined } as never, {
      expiresIn: 600,
    });
    const forged = [
      // Unsigned (alg none), with and without an empty signature.
      `${part({ alg: 'none', typ: 'JWT' })}.${admin}.`,
      `${part({ alg: 'none', typ: 'JWT' })}.${admin}`,
      // The real header and signature over changed claims.
      `${token.split('.')[0]}.${admin}.${token.split('.')[2]}`,
      // Signed with another secret.
      `${part({ alg: 'HS256', typ: 'JWT' })}.${admin}.${hmac('another-secret-of-at-least-32-chars!', `${part({ alg: 'HS256', typ: 'JWT' })}.${admin}`)}`,
      // This server's signature, but expired, or a refresh token.
      expired,
      refresh,
      'abc.def.ghi',
    ];
    // Those two are this server's, refused only for their expiry and their kind.
    expect(app.jwt.decode<{ exp: number }>(expired)?.exp).toBeLessThan(Date.now() / 1000);
    expect(app.verifyRefreshToken(refresh)).not.toBeNull();
    for (const cookie of forged) {
      const res = await get('/about', { cookie: `authToken=${cookie}` });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain('<p>token none</p>');
    }
  });

  it('sends the frame for the dashboards, which stay in the browser', async () => {
    for (const url of ['/dashboard', '/dashboard/rentals/1', '/bn/booking']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div class="frame"></div>');
      expect(res.body, url).not.toContain('bond-state');
    }
  });

  it('sends the frame when the renderer fails, renders nothing, or takes too long: the page never goes blank', async () => {
    for (const url of ['/boom', '/plain', '/stuck']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div class="frame"></div>');
      expect(res.body, url).toContain('<title>Bond Bike Rental</title>');
    }
  });
});

describe('inline scripts of index.html (the theme before the first paint, the app start)', () => {
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const scriptSrc = (policy: unknown) => /(?:^|;)\s*script-src\s([^;]*)/.exec(String(policy))?.[1];

  it('are allowed by their hashes on every page, and no other inline script is', async () => {
    const rendered = await get('/about');
    expect(scriptSrc(rendered.headers['content-security-policy'])).toBe(`'self' ${hashOf(THEME_SCRIPT)}`);
    // The state handed over is a data block, not a script: it needs no hash.
    expect(rendered.body).toContain('<script id="bond-state" type="application/json">');
    const frame = await get('/dashboard/admin');
    expect(scriptSrc(frame.headers['content-security-policy'])).toBe(`'self' ${hashOf(THEME_SCRIPT)}`);
    // The API's answers allow no inline script at all.
    expect(scriptSrc((await get('/api/bikes')).headers['content-security-policy'])).toBe("'self'");
  });

  it('are found by their exact text; files, JSON and empty elements are not inline scripts', () => {
    const html = `<script>one()</script><script src="/a.js"></script><script type="module" src="/b.js"></script>
      <script id="bond-start" data-src="/c.js">two()</script><script type="application/json">{}</script><script></script>`;
    expect(inlineScriptSources(html)).toEqual([hashOf('one()'), hashOf('two()')]);
  });

  it('are added to script-src only', () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
    expect(allowScripts(policy, ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';script-src-attr 'none';style-src 'self'",
    );
    expect(allowScripts(policy, [])).toBe(policy);
  });
});
