import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { startLanguage } from './i18n/index.ts';
import { basenameOf, decideLanguage, languageCookie } from './i18n/languages.ts';
import { PersistorContext } from './lib/persistor-context.ts';
import { createRoutes } from './app/routes.tsx';
import { makePersistedStore } from './app/store.ts';
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

const { store, persistor } = makePersistedStore();
const router = createBrowserRouter(createRoutes(store), { basename: basenameOf(language) || undefined });
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

const root = createRoot(container);
// A page being replaced by its other-language address renders nothing.
if (!redirectTo)
  void Promise.all([whenRestored(), startLanguage(language)]).then(() => {
    // A transition lets React render the first page in small slices, keeping the page responsive. Until it
    // commits, the static page frame of index.html stays on screen.
    startTransition(() => {
      root.render(
        <StrictMode>
          <Provider store={store}>
            <PersistorContext value={persistor}>
              <RouterProvider router={router} />
            </PersistorContext>
          </Provider>
        </StrictMode>,
      );
    });
  });
