/**
 * Where each language's pages live (docs/product/languages.md#choosing-the-language, decision 019): English at the spec's addresses, Bangla under `/bn`
 * (`/bn/allbikes`). One rule for the web app's router and links and the server's pages, redirects and sitemap.
 */
import type { Language } from './languages.ts';

const BANGLA_PREFIX = '/bn';

/** The language an address names: `/bn` and `/bn/…` are Bangla; anything else names none. */
export function languageOfPath(pathname: string): Language | null {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? 'bn' : null;
}

/** An address without its language prefix: '/bn/allbikes' → '/allbikes', '/bn' → '/'. */
export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) !== 'bn') return pathname;
  const rest = pathname.slice(BANGLA_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** The same page in a language: ('/allbikes', 'bn') → '/bn/allbikes'; ('/bn/about', 'en') → '/about'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = withoutLanguage(pathname);
  if (language === 'en') return bare;
  return bare === '/' ? BANGLA_PREFIX : `${BANGLA_PREFIX}${bare}`;
}

/** The router's basename for a language: '' for English, '/bn' for Bangla. */
export function basenameOf(language: Language): string {
  return language === 'bn' ? BANGLA_PREFIX : '';
}
