/**
 * The web app's texts (docs/product/languages.md#two-languages) with i18next: English is bundled and ready before anything renders (so tests
 * and the first paint need no waiting); Bangla is its own chunk, loaded before a Bangla page starts.
 * Components call `useTranslation('<namespace>')`; the namespaces are the files of `locales/en`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerContent } from '../content/localized.ts';
import { en } from './locales/en/index.ts';
import type { Language } from './languages.ts';

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  ns: NAMESPACES,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/**
 * Makes a language's texts and content available (Bangla's chunk: its keys and the shop's Bangla content)
 * without making it the app's language (the server renders pages in either language at once).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'bn' && !i18next.hasResourceBundle('bn', 'common')) {
    const [{ bn }, { bnContent }] = await Promise.all([
      import('./locales/bn/index.ts'),
      import('../content/bn/index.ts'),
    ]);
    registerContent('bn', bnContent);
    for (const ns of NAMESPACES) i18next.addResourceBundle('bn', ns, bn[ns], true, true);
  }
}

/** Loads a language's texts and makes it the app's language (the browser: one language a page). */
export async function startLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
