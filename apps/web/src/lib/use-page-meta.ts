import { useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLanguage } from '../i18n/languages.ts';
import { PageHeadContext, applyHead, pageHead } from './page-head.ts';

/**
 * A page's title ('Page | Bond Bike Rental') and description, given in the page's language (the site's name
 * follows it too), with its canonical address, its page in the other language and its Open Graph tags:
 * handed to the server's renderer while the page renders there, and written into the document in the
 * browser.
 */
export function usePageMeta(title: string, description: string): void {
  const { t, i18n } = useTranslation('common');
  const context = useContext(PageHeadContext);
  const { pathname } = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const siteName = t('nav.shopName');
  const fullTitle = title === siteName ? title : t('meta.title', { page: title, site: siteName });
  const origin = context?.origin ?? window.location.origin;
  const head = useMemo(
    () => pageHead({ title: fullTitle, siteName, description }, { origin, path: pathname, language }),
    [fullTitle, siteName, description, origin, pathname, language],
  );
  context?.onHead?.(head);
  useEffect(() => applyHead(document, head), [head]);
}
