/**
 * The web app's texts (D23) with i18next: English is bundled and ready before anything renders (so tests
 * and the first paint need no waiting); Bangla is its own chunk, loaded before a Bangla page starts.
 * Components call `useTranslation('<namespace>')`; the namespaces are the files of `locales/en`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** Loads a language's texts (Bangla's chunk) and makes it the app's language. */
export async function startLanguage(language: Language): Promise<void> {
  if (language === 'bn' && !i18next.hasResourceBundle('bn', 'common')) {
    const { bn } = await import('./locales/bn/index.ts');
    for (const ns of NAMESPACES) i18next.addResourceBundle('bn', ns, bn[ns], true, true);
  }
  await i18next.changeLanguage(language);
}

export { i18next };
