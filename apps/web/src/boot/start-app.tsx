import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { HandedOverState } from '../entry-server.tsx';
import { initialThemeState } from '../features/theme/theme-slice.ts';
import { startLanguage } from '../i18n/index.ts';
import { basenameOf, type Language } from '../i18n/languages.ts';
import { nextTask } from '../lib/next-task.ts';
import { markPageAsTheApps } from '../lib/use-hydrated.ts';
import { PersistorContext } from '../lib/persistor-context.ts';
import { preloadToastsOnFirstInteraction } from '../lib/toast.ts';
import { createRoutes } from './routes.tsx';
import { makePersistedStore, savedThemeState, type AppStore, type RootState } from './store.ts';

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
 * Starts the app in `container`: hydrates the page the server rendered (`handedOver` is what it handed over),
 * or renders the first page into the plain frame. Each step is its own task, so none holds a slow phone's
 * main thread for long.
 */
export async function startApp(container: HTMLElement, language: Language, handedOver: HandedOverState | null) {
  const { store, persistor } = makePersistedStore(
    handedOver ? { ...handedOver.store, theme: savedThemeState() } : undefined,
  );
  await nextTask();
  const routes = createRoutes(store);
  const basename = basenameOf(language) || undefined;
  preloadToastsOnFirstInteraction();
  await nextTask();

  if (handedOver) {
    // A rendered page: hydrate it as the server left it (its user, the light theme it assumed), then let the
    // saved user and theme in.
    await Promise.all([startLanguage(language), loadMatchedRoutes(routes, basename)]);
    await nextTask();
    const router = createBrowserRouter(routes, { basename, hydrationData: handedOver.router });
    const serverState = { ...store.getState(), theme: initialThemeState };
    // In a task of its own: restoring re-renders whatever reads the user or theme.
    let persisting = false;
    const afterHydrating = () => {
      if (persisting) return;
      persisting = true;
      markPageAsTheApps();
      void nextTask().then(() => persistor.persist());
    };
    await nextTask();
    // In a transition React hydrates in small slices, so a slow phone's main thread is never held for long.
    // The saved state comes in only once the page has hydrated: a store update during hydration would make
    // React finish it in one piece.
    startTransition(() => {
      hydrateRoot(container, app({ store, persistor, router, serverState, afterCommit: afterHydrating }));
    });
    return;
  }
  await Promise.all([whenRestored(persistor), startLanguage(language)]);
  const router = createBrowserRouter(routes, { basename });
  markPageAsTheApps();
  // A transition lets React render the first page in small slices, keeping the page responsive. Until it
  // commits, the static page frame of index.html stays on screen.
  startTransition(() => createRoot(container).render(app({ store, persistor, router })));
}
