/**
 * The public pages rendered on the server (issue 13; decision 020): the web app's own renderer (built to
 * `dist-server/entry-server.js` beside its `dist/`) renders a page with its data, in its language, and this
 * module writes the result into the app's index.html. Whatever goes wrong (no renderer built, an error, a
 * render slower than its time limit) the page is sent as before: the frame, which the app fills in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withoutLanguage } from '@bond/contract/language-paths';
import type { FastifyInstance } from 'fastify';

type Language = 'en' | 'bn';

/** What the web app's renderer answers (its `RenderedPage`). */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string | null; html: string; state: unknown }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'none' };

export type PageRenderer = {
  render(input: { request: Request; language: Language; origin: string; authToken?: string }): Promise<RenderedPage>;
};

type RendererModule = PageRenderer & {
  configureApiForServer(options: { baseUrl: string; fetch: typeof fetch }): void;
};

/** The addresses whose pages the server renders: the public pages; the dashboards stay in the browser. */
export function isRenderedPath(path: string): boolean {
  const bare = withoutLanguage(path);
  return !/^\/(dashboard|booking)(\/|$)/.test(bare);
}

/**
 * fetch() for the renderer's API calls: the request goes to this app's own routes (`app.inject`), so a
 * page's data comes from the same cache that answers the API, without a socket.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers,
    });
  };
}

/** The web app's renderer, when it is built next to the web app (`<dist>-server/entry-server.js`). */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | null> {
  const file = join(`${webRoot.replace(/[/\\]+$/, '')}-server`, 'entry-server.js');
  if (!existsSync(file)) {
    app.log.info({ file }, 'no server renderer built: pages are sent as the frame the app fills in');
    return null;
  }
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.configureApiForServer({ baseUrl: 'http://shop.internal/api', fetch: injectFetch(app) });
  return renderer;
}

/** JSON that no text inside it can end the <script> element it sits in. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
