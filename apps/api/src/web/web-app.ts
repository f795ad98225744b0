import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfPath, pathInLanguage } from '@bond/contract/language-paths';
import { requestLanguage } from '@bond/contract/localize';
import { siteRoutes } from '../modules/site/site.routes.ts';
import { registerNotFoundHandler } from './error-handler.ts';
import {
  isRenderedPath,
  loadPageRenderer,
  scriptJson,
  type PageRenderer,
  type RenderedPage,
} from './server-rendering.ts';

type Language = 'en' | 'bn';

/** How long a page may take to render before the frame is sent instead (by default). */
const RENDER_TIME_LIMIT_MS = 2000;

/**
 * index.html cut where a rendered page goes: the head's title and description (replaced by the page's own
 * head), and the frame inside #root between `<!--app-->` and `<!--/app-->` (replaced by the page).
 */
function pageTemplate(html: string) {
  // The whitespace around the markers goes too: the page must be #root's only content, as React renders it.
  const [beforeApp = html, rest] = html.split(/\s*<!--app-->/);
  const [frame = '', afterApp = ''] = (rest ?? '').split(/<!--\/app-->\s*/);
  /** Whether a rendered page has a place (an index.html from before rendered pages has no markers). */
  const canRender = rest !== undefined && html.includes('<!--/app-->');
  const defaultHead = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/?>/;
  const cache = new Map<string, string>();
  return {
    canRender,
    fill({
      language,
      saveData,
      page,
    }: {
      language: Language;
      saveData: boolean;
      page: (RenderedPage & { kind: 'page' }) | null;
    }) {
      const key = `${language}:${saveData}`;
      const html = (head: string) =>
        head.replace('<html lang="en">', `<html lang="${language}"${saveData ? ' data-save-data' : ''}>`);
      if (!page || !canRender) {
        let frameOnly = cache.get(key);
        if (!frameOnly) cache.set(key, (frameOnly = html(beforeApp) + frame + afterApp));
        return frameOnly;
      }
      const state = `<script id="bond-state" type="application/json">${scriptJson(page.state)}</script>`;
      return (
        html(page.head ? beforeApp.replace(defaultHead, page.head) : beforeApp) +
        page.html +
        afterApp.replace('</div>', `</div>\n    ${state}`)
      );
    },
  };
}

/**
 * The content security policy's sources for the inline scripts of index.html (the theme applied before the
 * first paint, the app's start): each allowed by its hash, so no other inline script can run. Data blocks
 * (`type="application/json"`) are not scripts the browser runs.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/(?:^|\s)src=/.test(attributes) || /\btype="application\/json"/.test(attributes) || !text) continue;
    sources.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return sources;
}

/** The policy with `sources` added to its script-src (and left alone when it has none). */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, `$1$2 ${sources.join(' ')}`);
}

/** The `lang` cookie lasts a year, as the web app sets it (D23). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switch's link (`?lang=bn` on the page's address in that language): the visitor's choice,
 * remembered in the cookie before the page is sent, so it works before the app has started (or without it).
 * Answered with the clean address.
 */
function chosenLanguage(request: FastifyRequest, path: string): { language: Language; location: string } | null {
  const url = new URL(request.url, 'http://shop.internal');
  const language = url.searchParams.get('lang');
  if (language !== 'en' && language !== 'bn') return null;
  url.searchParams.delete('lang');
  return { language, location: `${pathInLanguage(path, language)}${url.search}` };
}

/**
 * A page asked for without the prefix of the visitor's language (the remembered `lang` cookie, else the
 * browser's languages) goes to its address in that language: '/about' → '/bn/about'. An address that names
 * Bangla is always Bangla.
 */
function languageRedirect(request: FastifyRequest, path: string, language: Language): string | null {
  if (language === 'bn') return null;
  const wanted = requestLanguage({
    cookie: request.cookies.lang,
    acceptLanguage: request.headers['accept-language'],
  });
  if (wanted !== 'bn') return null;
  const query = request.url.slice(path.length);
  return `${pathInLanguage(path, 'bn')}${query}`;
}

/**
 * The `authToken` cookie for the renderer's navbar, only when it is this server's access token and not expired
 * (signature and expiry, as the API checks a bearer token; docs/decisions/025): the renderer reads the
 * e-mail and role from it without checking, so a forged or stale cookie renders the page signed out.
 */
function signedInToken(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const token = request.cookies.authToken;
  return token && app.verifyAccessToken(token) ? token : undefined;
}

/** The page rendered by the web app's renderer, or null (the frame is sent) on an error or past the limit. */
async function renderPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  language: Language,
  timeLimitMs: number,
): Promise<RenderedPage | null> {
  const origin = app.config.publicUrl.replace(/\/+$/, '');
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeLimitMs);
  });
  try {
    const rendering = renderer.render({
      request: new Request(new URL(request.url, origin), { signal: controller.signal }),
      language,
      origin,
      authToken: signedInToken(app, request),
    });
    const page = await Promise.race([rendering, late]);
    if (!page) request.log.warn({ url: request.url }, `the page took over ${timeLimitMs} ms to render; sent the frame`);
    return page;
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'the page could not be rendered; sent the frame');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Serves the built web app (D14): hashed files under /assets cached for a year, everything else
 * revalidated, and the app's index.html for every client route.
 */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/** The public pages the build lists for the sitemap (none from a build that predates the list). */
function readSitePages(root: string): string[] {
  const file = join(root, 'site-pages.json');
  if (!existsSync(file)) return [];
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages: unknown };
  return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
}

async function serveWebApp(
  app: FastifyInstance,
  opts: { root: string; renderTimeLimitMs: number },
): Promise<SpaFallback | null> {
  const indexFile = join(opts.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'the web app is not built (npm run build); serving the API only');
    return null;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const template = pageTemplate(indexHtml);
  const scriptSources = inlineScriptSources(indexHtml);
  const renderer = await loadPageRenderer(app, opts.root);

  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: true,
    index: false,
    // Pre-compressed .br/.gz files made at build time are sent when the browser accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      if (/[/\\]assets[/\\]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/[/\\]media[/\\]/.test(path))
        res.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      else res.header('cache-control', 'public, max-age=0, must-revalidate');
    },
  });

  /**
   * A page of the app: rendered with its content where the server renders it, else the frame the app fills
   * in. <html lang> says its language (D23), `data-save-data` that the visitor asked to save data.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path = '/') => {
    const language: Language = languageOfPath(path) ?? 'en';
    const chosen = chosenLanguage(request, path);
    if (chosen) {
      return reply
        .setCookie('lang', chosen.language, { path: '/', maxAge: LANGUAGE_COOKIE_SECONDS, sameSite: 'lax' })
        .redirect(chosen.location, 302);
    }
    const wanted = languageRedirect(request, path, language);
    if (wanted) return reply.header('vary', 'Cookie, Accept-Language').redirect(wanted, 302);
    const saveData = String(request.headers['save-data'] ?? '').toLowerCase() === 'on';
    const rendered =
      renderer && template.canRender && isRenderedPath(path)
        ? await renderPage(app, renderer, request, language, opts.renderTimeLimitMs)
        : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const page = rendered?.kind === 'page' ? rendered : null;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowScripts(policy, scriptSources));
    return reply
      .status(page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Save-Data, Cookie, Accept-Language')
      .send(template.fill({ language, saveData, page }));
  };

  app.get('/', (request, reply) => sendPage(request, reply));
  await app.register(siteRoutes, { staticPages: readSitePages(opts.root), publicUrl: app.config.publicUrl });

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed asset, a picture) is a plain 404, not the app's page.
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(path))
      return sendPage(request, reply, path);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
}

/**
 * The built web app (when `root` is given and built) with its client routes, and the answer for every
 * address nothing else serves: the app's page, or the API's JSON 404. Registered last.
 */
export default fp(
  async (app: FastifyInstance, opts: { root?: string | undefined; renderTimeLimitMs?: number | undefined }) => {
    const serving = opts.root
      ? await serveWebApp(app, { root: opts.root, renderTimeLimitMs: opts.renderTimeLimitMs ?? RENDER_TIME_LIMIT_MS })
      : null;
    registerNotFoundHandler(app, serving);
  },
  { name: 'web-app' },
);
