/**
 * The server's renderer of the public pages (docs/decisions/020, docs/decisions/026): the same routes and
 * components as the browser, rendered to complete HTML with their data, in the page's language. The API
 * (`apps/api/src/web/`) imports the built file (`dist-server/render.js`), asks it for a page and writes the
 * result into index.html; the browser then hydrates it (`start-app.tsx`) from the state handed over with it.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { PageRenderer, RenderedPage, RenderInput } from '@bond/contract/page-rendering';
import { createRoutes } from '../app/routes.tsx';
import { makeStore } from '../app/store.ts';
import { userFromToken, type UserState } from '../features/account/user-slice.ts';
import { i18next, loadLanguage } from '../i18n/index.ts';
import { basenameOf } from '../i18n/languages.ts';
import { baseApi, configureApiForServer } from '../lib/base-api.ts';
import { PageHeadContext, headHtml, type PageHead } from '../lib/page-head.ts';
import type { HandedOverState } from './handed-over.ts';

export { configureApiForServer };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the page a request asks for (see `RenderInput`). */
export async function render(input: RenderInput): Promise<RenderedPage<HandedOverState>> {
  await loadLanguage(input.language);
  const i18n = i18next.cloneInstance({ lng: input.language, initAsync: false });
  const user: UserState = input.authToken ? userFromToken(input.authToken) : { email: '', role: '' };
  const store = makeStore({ user });
  const handler = createStaticHandler(createRoutes(store), { basename: basenameOf(input.language) || undefined });
  const context = await handler.query(input.request);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'none' };
  }
  if (context.errors) return { kind: 'none' };
  // The data the route loaders asked for (the bikes) is in before the page renders.
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

  let head = null as PageHead | null;
  let notFound = false;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <PageHeadContext
        value={{ origin: input.origin, onHead: (next) => (head = next), onNotFound: () => (notFound = true) }}
      >
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </PageHeadContext>
    </I18nextProvider>,
    {
      // Every part of the page in its place in the HTML, however late its code or data came: a part sent
      // apart would need an inline script to be put in place, which the CSP forbids, and would stay hidden
      // until JavaScript runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // An error inside a part of the page leaves that part to the browser (React renders it there); it is
      // still worth knowing about.
      onError(error) {
        console.error('server rendering:', error);
      },
    },
  );
  const html = await readAll(prelude);
  const { api } = store.getState();
  return {
    kind: 'page',
    // An unknown bike or article renders the Not Found page inside a page that exists: it is a 404 too.
    status: notFound ? 404 : context.statusCode,
    head: head ? headHtml(head) : null,
    html,
    state: {
      store: { api, user },
      router: { loaderData: context.loaderData, actionData: context.actionData },
    },
  };
}

/** The module is what the server loads: this fails to compile when it is not a `PageRenderer`. */
const _isPageRenderer: PageRenderer<HandedOverState> = { render, configureApiForServer };
