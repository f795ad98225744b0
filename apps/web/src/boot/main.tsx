import type { HandedOverState } from './entry-server.tsx';
import { decideLanguage, languageCookie } from './i18n/languages.ts';
import { nextTask } from './lib/next-task.ts';
import './index.css';

// The page's language (D23): its address decides (`/bn/…`), else the remembered choice, else the browser's.
// A page asked for without the prefix its visitor's language needs is replaced by the right one.
const { language, redirectTo } = decideLanguage({
  pathname: window.location.pathname,
  cookies: document.cookie,
  browser: navigator.languages,
});
if (redirectTo) window.location.replace(`${redirectTo}${window.location.search}${window.location.hash}`);
else document.cookie = languageCookie(language);
// Only when it differs: setting `lang`, even to the value it has, makes the browser restyle the whole page.
if (document.documentElement.lang !== language) document.documentElement.lang = language;

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

/** The app's libraries, in the order they are evaluated before the app itself. */
const START_STEPS = [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('./i18n/index.ts'),
  () => import('./lib/base-api.ts'),
  () => import('./app/store.ts'),
  () => import('./app/routes.tsx'),
];

/**
 * The app's code, evaluated a library at a time with a task between (issue 13): evaluated at once, it held a
 * slow phone's main thread for one long task after the page had painted. Each import evaluates only what the
 * ones before it have not.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const handedOver = handedOverState();
  for (const step of START_STEPS) {
    await step();
    await nextTask();
  }
  const { startApp } = await import('./app/start-app.tsx');
  await startApp(container, language, handedOver);
}

// A page being replaced by its other-language address renders nothing.
if (!redirectTo) void start();
