import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createRoutes } from '../app/routes.tsx';
import { makePersistedStore, savedThemeState, type AppStore, type RootState } from '../app/store.ts';
import { initialThemeState } from '../features/theme/theme-slice.ts';
import { startLanguage } from '../i18n/index.ts';
import { basenameOf, type Language } from '../i18n/languages.ts';
import { PersistorContext } from '../lib/persistor-context.ts';
import { preloadToastsOnFirstInteraction } from '../lib/toast.ts';
import type { HandedOverState } from './handed-over.ts';

type Persistor = ReturnType<typeof makePersistedStore>['persistor'];

/** Resolves once the saved user and theme are back in the store (redux-persist gives up after 5 s). */
function whenRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/** The code of the page the server rendered, loaded before hydrating so the first render matches it. */
async function loadMatchedRoutes(routes: RouteObject[], basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

/**
 * Calls `then` after its children have been committed (for a rendered page: hydrated). It wraps them rather
 * than sitting beside them: a sibling the server's tree lacks would change every `useId` below it, and a
 * hydrated page would keep the server's ids where the app expects its own (a label would lose its field).
 */
function AfterCommit({ then, children }: { then?: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => then?.(), [then]);
  return children;
}

/** What both ways of starting need: the store, the routes and the language's address prefix. */
type StartParts = { store: AppStore; persistor: Persistor; routes: RouteObject[]; basename: string | undefined };

type AppParts = {
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
  serverState?: RootState;
  afterCommit?: () => void;
};

function app({ store, persistor, router, serverState, afterCommit }: AppParts) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <PersistorContext value={persistor}>
          <AfterCommit then={afterCommit}>
            <RouterProvider router={router} />
          </AfterCommit>
        </PersistorContext>
      </Provider>
    </StrictMode>
  );
}

/**
 * A page the server rendered, hydrated as the server left it (its user, the light theme it assumed). The
 * saved user and theme come in only once it has hydrated: restored earlier, they would differ from the
 * server's HTML.
 */
async function hydratePage(
  container: HTMLElement,
  { store, persistor, routes, basename }: StartParts,
  language: Language,
  handedOver: HandedOverState,
): Promise<void> {
  await Promise.all([startLanguage(language), loadMatchedRoutes(routes, basename)]);
  const router = createBrowserRouter(routes, { basename, hydrationData: handedOver.router });
  const serverState = { ...store.getState(), theme: initialThemeState };
  // Once: StrictMode runs the effect that calls it twice in development.
  let persisting = false;
  const afterHydrating = () => {
    if (persisting) return;
    persisting = true;
    persistor.persist();
  };
  hydrateRoot(container, app({ store, persistor, router, serverState, afterCommit: afterHydrating }));
}

/** The first page rendered by the browser into the plain frame (the dashboards, or when rendering failed). */
async function renderPage(
  container: HTMLElement,
  { store, persistor, routes, basename }: StartParts,
  language: Language,
): Promise<void> {
  await Promise.all([whenRestored(persistor), startLanguage(language)]);
  const router = createBrowserRouter(routes, { basename });
  // As a transition, a page whose code is still coming keeps the frame of index.html on screen rather than
  // an empty page.
  startTransition(() => createRoot(container).render(app({ store, persistor, router })));
}

/**
 * Starts the app in `container`: hydrates the page the server rendered (`handedOver` is what it handed over),
 * or renders the first page into the plain frame.
 */
export async function startApp(container: HTMLElement, language: Language, handedOver: HandedOverState | null) {
  const { store, persistor } = makePersistedStore(
    handedOver ? { ...handedOver.store, theme: savedThemeState() } : undefined,
  );
  const parts: StartParts = {
    store,
    persistor,
    routes: createRoutes(store),
    basename: basenameOf(language) || undefined,
  };
  preloadToastsOnFirstInteraction();
  if (handedOver) await hydratePage(container, parts, language, handedOver);
  else await renderPage(container, parts, language);
}
