import { useTranslation } from 'react-i18next';
import { useContent } from '../../content/localized.ts';
import { AboutContent } from '../../features/content/about-content.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { useSiteOrigin } from '../../lib/page-head.ts';
import { shopJsonLd } from '../../lib/structured-data.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function AboutPage() {
  const { t } = useTranslation('pages');
  const { shop } = useContent();
  const description = t('about.description', { name: shop.name, founded: shop.foundedText });
  usePageMeta(t('about.title'), description);
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd data={shopJsonLd(origin, description)} />
      <AboutContent />
    </>
  );
}

export { AboutPage as Component };
