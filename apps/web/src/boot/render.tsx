/**
 * The server's renderer of the public pages (issue 13; decision 020): the same routes and components as the
 * browser, rendered to complete HTML with their data, in the page's language. The API's web-app plugin
 * imports the built file (`dist-server/entry-server.js`), asks it for a page and writes the result into
 * index.html; the browser then hydrates it (`app/start-app.tsx`) from the state handed over with it.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { createRoutes } from './app/routes.tsx';
import { makeStore, type RootState } from './app/store.ts';
import { userFromToken, type UserState } from './features/account/user-slice.ts';
import { i18next, loadLanguage } from './i18n/index.ts';
import { basenameOf, type Language } from './i18n/languages.ts';
import { baseApi, configureApiForServer } from './lib/base-api.ts';
import { PageHeadContext, headHtml, type PageHead } from './lib/page-head.ts';

export type RenderedPage =
  /** `head`: the page's title, description, canonical and language links as HTML (null: the defaults). */
  | { kind: 'page'; status: number; head: string | null; html: string; state: HandedOverState }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a page the server renders (an error the browser should show, say): the plain frame is sent. */
  | { kind: 'none' };

/** What the browser needs to pick up where the server left off. */
export type HandedOverState = {
  store: Pick<RootState, 'api' | 'user'>;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
};

export { configureApiForServer };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders the page a request asks for. `origin` is the shop's public address (for canonical links);
 * `authToken` the session cookie's token, so a signed-in visitor's navbar is right from the first paint.
 */
export async function render(input: {
  request: Request;
  language: Language;
  origin: string;
  authToken?: string | undefined;
}): Promise<RenderedPage> {
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
