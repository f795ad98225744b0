import { useTranslation } from 'react-i18next';
import { FeaturedBikes } from '../../features/catalogue/featured-bikes.tsx';
import { BikeSearch } from '../../features/catalogue/bike-search.tsx';
import { BlogsSection } from '../../features/content/blogs-section.tsx';
import { CouponsSection } from '../../features/content/coupons-section.tsx';
import { HomeBanner } from '../../features/content/home-banner.tsx';
import { OffersSection } from '../../features/content/offers-section.tsx';
import { TestimonialsSection } from '../../features/content/testimonials-section.tsx';
import { WhyChooseUsSection } from '../../features/content/why-choose-us-section.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { useSiteOrigin } from '../../lib/page-head.ts';
import { shopJsonLd } from '../../lib/structured-data.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/**
 * Home: banner, Featured Bikes, offers, coupons, the bike search, Why Choose Us,
 * testimonials and the blog teasers: what to ride first, then why and how, then reading.
 */
export function HomePage() {
  const { t } = useTranslation('pages');
  usePageMeta(t('home.title'), t('home.description'));
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd data={shopJsonLd(origin, t('home.description'))} />
      <HomeBanner />
      <FeaturedBikes />
      <OffersSection />
      <CouponsSection />
      {/* Below the banner: its pictures load as they come near, not before the banner's. */}
      <BikeSearch eagerImages={0} />
      <WhyChooseUsSection />
      <TestimonialsSection />
      <BlogsSection />
    </>
  );
}

export { HomePage as Component };
