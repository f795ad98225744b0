import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title ('Page | Bond Bike Rental') and the meta description of the current page. The
 * caller gives both in the page's language; the site's name follows it too.
 */
export function usePageMeta(title: string, description: string): void {
  const { t } = useTranslation('common');
  const site = t('nav.shopName');
  const fullTitle = title === site ? title : t('meta.title', { page: title, site });
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
