import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { startLanguage } from './i18n/index.ts';
import { basenameOf, decideLanguage, languageCookie } from './i18n/languages.ts';
import { PersistorContext } from './lib/persistor-context.ts';
import { createRoutes } from './app/routes.tsx';
import { makePersistedStore, savedThemeState, type RootState } from './app/store.ts';
import { initialThemeState } from './features/theme/theme-slice.ts';
import type { HandedOverState } from './entry-server.tsx';
import './index.css';
import { preloadToastsOnFirstInteraction } from './lib/toast.ts';

// The page's language (D23): its address decides (`/bn/…`), else the remembered choice, else the browser's.
// A page asked for without the prefix its visitor's language needs is replaced by the right one.
const { language, redirectTo } = decideLanguage({
  pathname: window.location.pathname,
  cookies: document.cookie,
  browser: navigator.languages,
});
if (redirectTo) window.location.replace(`${redirectTo}${window.location.search}${window.location.hash}`);
else document.cookie = languageCookie(language);
document.documentElement.lang = language;

/** The state a page rendered by the server hands over (issue 13), or null for the plain frame. */
function handedOverState(): HandedOverState | null {
  const element = document.getElementById('bond-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HandedOverState;
  } catch {
    return null;
  }
}

const handedOver = handedOverState();
const { store, persistor } = makePersistedStore(
  handedOver ? { ...handedOver.store, theme: savedThemeState() } : undefined,
);
const routes = createRoutes(store);
const basename = basenameOf(language) || undefined;
preloadToastsOnFirstInteraction();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Resolves once the saved user and theme are back in the store (redux-persist gives up after 5 s). */
function whenRestored(): Promise<void> {
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
async function loadMatchedRoutes(): Promise<void> {
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

function app(router: ReturnType<typeof createBrowserRouter>, serverState?: RootState, afterCommit?: () => void) {
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

/** Lets the saved user and theme into the store (once). */
let persisting = false;
function persistSaved(): void {
  if (persisting) return;
  persisting = true;
  persistor.persist();
}

async function start(): Promise<void> {
  if (handedOver) {
    // A rendered page: hydrate it as the server left it (its user, the light theme it assumed), then let the
    // saved user and theme in.
    await Promise.all([startLanguage(language), loadMatchedRoutes()]);
    const router = createBrowserRouter(routes, { basename, hydrationData: handedOver.router });
    const serverState = { ...store.getState(), theme: initialThemeState };
    // In a transition React hydrates in small slices, so a slow phone's main thread is never held for long.
    // The saved state comes in only once the page has hydrated: a store update during hydration would make
    // React finish it in one piece.
    startTransition(() => {
      hydrateRoot(container!, app(router, serverState, persistSaved));
    });
    return;
  }
  await Promise.all([whenRestored(), startLanguage(language)]);
  const router = createBrowserRouter(routes, { basename });
  // A transition lets React render the first page in small slices, keeping the page responsive. Until it
  // commits, the static page frame of index.html stays on screen.
  startTransition(() => createRoot(container!).render(app(router)));
}

// A page being replaced by its other-language address renders nothing.
if (!redirectTo) void start();
