/**
 * Which language a page is in (docs/product/languages.md#choosing-the-language). The public pages have their Bangla under `/bn` (`/bn/allbikes`), so
 * each language is its own address for crawlers and for sharing; the English address has no prefix. A
 * visitor's choice is remembered in the `lang` cookie, which the server reads too (its messages follow
 * it); a first visit follows the browser's languages.
 */
import { basenameOf, languageOfPath, pathInLanguage, withoutLanguage } from '@bond/contract/language-paths';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, requestLanguage } from '@bond/contract/language-choice';
import { LANGUAGES, type Language } from '@bond/contract/languages';

export { LANGUAGES, type Language, basenameOf, languageOfPath, pathInLanguage, withoutLanguage };

export const DEFAULT_LANGUAGE: Language = 'en';

export { LANGUAGE_COOKIE };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice in a `document.cookie` string, if any. */
export function rememberedLanguage(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The `document.cookie` assignment that remembers a choice (for as long as the server's switch does). */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The language of a page load and, when the address lacks the prefix the chosen language needs, where to
 * go instead: the address decides when it names a language, then the server's rule (the remembered
 * choice, then the browser's languages: `@bond/contract/language-choice`).
 */
export function decideLanguage(input: { pathname: string; cookies: string; browser: readonly string[] }): {
  language: Language;
  redirectTo: string | null;
} {
  const named = languageOfPath(input.pathname);
  if (named) return { language: named, redirectTo: null };
  const language = requestLanguage({
    cookie: rememberedLanguage(input.cookies) ?? undefined,
    acceptLanguage: input.browser.join(','),
  });
  const wanted = pathInLanguage(input.pathname, language);
  return { language, redirectTo: wanted === input.pathname ? null : wanted };
}
