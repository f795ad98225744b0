/**
 * The browser's entry (docs/decisions/026): the page's language, then the app, hydrating the page the
 * server rendered or rendering into the plain frame.
 */
import { decideLanguage, languageCookie } from '../i18n/languages.ts';
import { readHandedOverState } from './handed-over.ts';
import { startApp } from './start-app.tsx';
import '../index.css';

// The page's language (docs/product/languages.md#choosing-the-language): its address decides (`/bn/…`), else the remembered choice, else the browser's.
// A page asked for without the prefix its visitor's language needs is replaced by the right one.
const { language, redirectTo } = decideLanguage({
  pathname: window.location.pathname,
  cookies: document.cookie,
  browser: navigator.languages,
});

if (redirectTo) {
  window.location.replace(`${redirectTo}${window.location.search}${window.location.hash}`);
} else {
  document.cookie = languageCookie(language);
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  void startApp(container, language, readHandedOverState());
}
