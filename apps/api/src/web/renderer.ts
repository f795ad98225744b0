/**
 * The web app's renderer (docs/decisions/020, docs/decisions/026): built to `dist-server/render.js` beside
 * the web app's `dist/`, it renders a public page with its data, in its language. Whatever goes wrong (no
 * renderer built, an error, a render slower than its time limit) the page is sent as before: the frame,
 * which the app fills in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withoutLanguage } from '@bond/contract/language-paths';
import type { Language } from '@bond/contract/languages';
import type { PageRenderer, RenderedPage } from '@bond/contract/page-rendering';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectHttp } from '../plugins/inject-http.ts';

/** The addresses whose pages the server renders: the public pages; the dashboards stay in the browser. */
export function isRenderedPath(path: string): boolean {
  const bare = withoutLanguage(path);
  return !/^\/(dashboard|booking)(\/|$)/.test(bare);
}

/**
 * The web app's renderer, when it is built next to the web app (`<dist>-server/render.js`). Its API calls go
 * to this app's own routes (`app.inject`), without a socket.
 */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | null> {
  const file = join(`${webRoot.replace(/[/\\]+$/, '')}-server`, 'render.js');
  if (!existsSync(file)) {
    app.log.info({ file }, 'no server renderer built: pages are sent as the frame the app fills in');
    return null;
  }
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  renderer.configureApiForServer({ baseUrl: 'http://shop.internal/api', fetch: injectHttp(app) });
  return renderer;
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
export async function renderPage(
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
