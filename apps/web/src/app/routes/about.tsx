import { shop } from '../../content/shop.ts';
import { AboutContent } from '../../features/content/about-content.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function AboutPage() {
  usePageMeta(
    'About Us',
    `${shop.name} rents well-kept motorbikes by the hour in Dhanmondi, Dhaka since ${shop.foundedText}: our mission, team, history and how to find us.`,
  );
  return <AboutContent />;
}

export { AboutPage as Component };
