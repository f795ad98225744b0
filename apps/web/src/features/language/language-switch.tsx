import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageCookie, pathInLanguage, type Language } from '../../i18n/languages.ts';

/** What the switch offers on a page of each language: the other one, named in its own words. */
const OTHER: Record<Language, { language: Language; text: string; name: string }> = {
  // The name is in both languages, so a visitor who reads either finds it.
  en: { language: 'bn', text: 'বাংলা', name: 'বাংলা (Bangla)' },
  bn: { language: 'en', text: 'English', name: 'English (ইংরেজি)' },
};

/**
 * The navbar's language switch (docs/product/languages.md#two-languages): a link to the same page in the other language, which also
 * remembers the choice. A real link, so it works before the app has started.
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current: Language = i18n.language === 'bn' ? 'bn' : 'en';
  const other = OTHER[current];
  // The router's pathname has no language prefix; the link leaves the router for the other language. Its
  // `lang` tells the server the choice (it remembers it and answers with the clean address), so the switch
  // works even before the app has started.
  const query = new URLSearchParams(search);
  query.set('lang', other.language);
  const href = `${pathInLanguage(pathname, other.language)}?${query.toString()}${hash}`;
  return (
    <a
      href={href}
      hrefLang={other.language}
      lang={other.language}
      aria-label={other.name}
      onClick={() => {
        document.cookie = languageCookie(other.language);
      }}
      className="inline-flex h-10 items-center justify-center rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {other.text}
    </a>
  );
}
