import { useTranslation } from 'react-i18next';
import { useContent } from '../../content/localized.ts';
import { AboutContent } from '../../features/content/about-content.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function AboutPage() {
  const { t } = useTranslation('pages');
  const { shop } = useContent();
  usePageMeta(t('about.title'), t('about.description', { name: shop.name, founded: shop.foundedText }));
  return <AboutContent />;
}

export { AboutPage as Component };
