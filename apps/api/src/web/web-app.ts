/**
 * The built web app, served by the API's server (docs/product/platform.md#serving; docs/decisions/020, docs/decisions/026): its files,
 * and a page for every address of the app, rendered on the server where the web app's renderer is built.
 * The parts: `readWebBuild` (what the build left), `serveBuiltFiles`, `pageSender` (one page's answer),
 * `registerPages` and `appFallback` (which addresses are pages).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { languageOfPath } from '@bond/contract/language-paths';
import type { Language } from '@bond/contract/languages';
import type { PageRenderer } from '@bond/contract/page-rendering';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteRoutes } from '../modules/site/site.routes.ts';
import { registerNotFoundHandler, type SpaFallback } from '../plugins/error-handler.ts';
import { answerLanguageSwitch, languageRedirect } from './page-language.ts';
import { pageTemplate, type PageTemplate } from './page-template.ts';
import { isRenderedPath, loadPageRenderer, renderPage } from './renderer.ts';
import { allowScripts, inlineScriptSources } from './script-policy.ts';

/** How long a page may take to render before the frame is sent instead (by default). */
const RENDER_TIME_LIMIT_MS = 2000;

type WebBuild = {
  template: PageTemplate;
  /** The hashes of index.html's inline scripts, for the content security policy. */
  scriptSources: string[];
  /** The public pages the build lists for the sitemap (none from a build that predates the list). */
  sitePages: string[];
};

/** What `npm run build` left in `root`, or null when the web app is not built. */
function readWebBuild(root: string): WebBuild | null {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const sitePagesFile = join(root, 'site-pages.json');
  const { pages } = existsSync(sitePagesFile)
    ? (JSON.parse(readFileSync(sitePagesFile, 'utf8')) as { pages: unknown })
    : { pages: [] };
  return {
    template: pageTemplate(indexHtml),
    scriptSources: inlineScriptSources(indexHtml),
    sitePages: Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [],
  };
}

/**
 * The build's files: hashed files under /assets cached for a year, pictures under /media for a week,
 * everything else revalidated. The .br/.gz files made at build time are sent when the browser accepts them.
 */
async function serveBuiltFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      if (/[/\\]assets[/\\]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/[/\\]media[/\\]/.test(path))
        res.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      else res.header('cache-control', 'public, max-age=0, must-revalidate');
    },
  });
}

type SendPage = (request: FastifyRequest, reply: FastifyReply, path?: string) => Promise<FastifyReply>;

/**
 * A page of the app: first the language (the switch's choice remembered, or a move to the address in the
 * visitor's language), then the page rendered with its content where the server renders it, else the
 * frame the app fills in.
 */
function pageSender(
  app: FastifyInstance,
  { template, scriptSources }: WebBuild,
  renderer: PageRenderer | null,
  renderTimeLimitMs: number,
): SendPage {
  return async (request, reply, path = '/') => {
    const switched = answerLanguageSwitch(request, reply, path);
    if (switched) return switched;
    const language: Language = languageOfPath(path) ?? 'en';
    const wanted = languageRedirect(request, path, language);
    if (wanted) return reply.header('vary', 'Cookie, Accept-Language').redirect(wanted, 302);

    const rendered =
      renderer && template.canRender && isRenderedPath(path)
        ? await renderPage(app, renderer, request, language, renderTimeLimitMs)
        : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const page = rendered?.kind === 'page' ? rendered : null;

    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowScripts(policy, scriptSources));
    const saveData = String(request.headers['save-data'] ?? '').toLowerCase() === 'on';
    return reply
      .status(page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Save-Data, Cookie, Accept-Language')
      .send(template.fill({ language, saveData, page }));
  };
}

/** The routes that are pages before the fallback: home, and the sitemap and robots.txt that list them. */
async function registerPages(app: FastifyInstance, sendPage: SendPage, sitePages: string[]): Promise<void> {
  app.get('/', (request, reply) => sendPage(request, reply));
  await app.register(siteRoutes, { staticPages: sitePages, publicUrl: app.config.publicUrl });
}

/**
 * Every other address outside /api: the app's page, except a missing file (a plain 404). A page's form sent by
 * the browser itself, pressed before the app had started (the login and register forms are `method="post"`,
 * so a password never goes into an address), is sent back to the page (303): the form again, not an error.
 */
function appFallback(sendPage: SendPage): SpaFallback {
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]{1,5}$/i.test(path);
    // A missing file (an old hashed asset, a picture) is a plain 404, not the app's page.
    if ((request.method === 'GET' || request.method === 'HEAD') && !isFile) return sendPage(request, reply, path);
    if (request.method === 'POST' && !isFile && path.startsWith('/')) return reply.redirect(path, 303);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
}

async function serveWebApp(
  app: FastifyInstance,
  opts: { root: string; renderTimeLimitMs: number },
): Promise<SpaFallback | null> {
  const build = readWebBuild(opts.root);
  if (!build) {
    app.log.warn({ root: opts.root }, 'the web app is not built (npm run build); serving the API only');
    return null;
  }
  const renderer = await loadPageRenderer(app, opts.root);
  await serveBuiltFiles(app, opts.root);
  const sendPage = pageSender(app, build, renderer, opts.renderTimeLimitMs);
  await registerPages(app, sendPage, build.sitePages);
  return appFallback(sendPage);
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
