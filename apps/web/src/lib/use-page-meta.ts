import { useEffect } from 'react';

export const SITE_NAME = 'Bond Bike Rental';

/** Sets the document title ('Page | Bond Bike Rental') and the meta description of the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
