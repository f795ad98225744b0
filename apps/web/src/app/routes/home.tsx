import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FeaturedBikes } from '../../features/bikes/featured-bikes.tsx';
import { HomeBanner } from '../../features/content/home-banner.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { useSiteOrigin } from '../../lib/page-head.ts';
import { shopJsonLd } from '../../lib/structured-data.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

// The sections below the first screen are chunks of their own, keeping the first download small. Their
// words and links are in the page the server sends (issue 13: nothing waits for a scroll to exist); in the
// browser each section's code comes after the first screen's and makes it work.
const OffersSection = lazy(() =>
  import('../../features/content/offers-section.tsx').then((m) => ({ default: m.OffersSection })),
);
const CouponsSection = lazy(() =>
  import('../../features/content/coupons-section.tsx').then((m) => ({ default: m.CouponsSection })),
);
const BikeSearch = lazy(() => import('../../features/bikes/bike-search.tsx').then((m) => ({ default: m.BikeSearch })));
const WhyChooseUsSection = lazy(() =>
  import('../../features/content/why-choose-us-section.tsx').then((m) => ({ default: m.WhyChooseUsSection })),
);
const TestimonialsSection = lazy(() =>
  import('../../features/content/testimonials-section.tsx').then((m) => ({ default: m.TestimonialsSection })),
);
const BlogsSection = lazy(() =>
  import('../../features/content/blogs-section.tsx').then((m) => ({ default: m.BlogsSection })),
);

function Later({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  return (
    <Suspense
      fallback={
        <div style={{ minHeight }}>
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Home (spec section 1): banner, Featured Bikes, offers, coupons, the bike search, Why Choose Us,
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
      <Later minHeight="36rem">
        <OffersSection />
      </Later>
      <Later minHeight="30rem">
        <CouponsSection />
      </Later>
      <Later minHeight="50rem">
        {/* Below the banner: its pictures load as they come near, not before the banner's. */}
        <BikeSearch eagerImages={0} />
      </Later>
      <Later minHeight="30rem">
        <WhyChooseUsSection />
      </Later>
      <Later minHeight="30rem">
        <TestimonialsSection />
      </Later>
      <Later minHeight="36rem">
        <BlogsSection />
      </Later>
    </>
  );
}
