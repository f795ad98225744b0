import { Suspense, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { FeaturedBikes } from '../../features/bikes/featured-bikes.tsx';
import { HomeBanner } from '../../features/content/home-banner.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { useSiteOrigin } from '../../lib/page-head.ts';
import { isPageTheApps } from '../../lib/use-hydrated.ts';
import { nearbyCode, type NearbyCode } from '../../lib/when-near.ts';
import { shopJsonLd } from '../../lib/structured-data.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

// The sections below the first screen are chunks of their own, keeping the first download small. Their
// words and links are in the page the server sends (nothing waits for a scroll to exist); in the
// browser each section's code comes when the section comes near the screen, and makes it work.
const offers = nearbyCode(() => import('../../features/content/offers-section.tsx').then((m) => m.OffersSection));
const coupons = nearbyCode(() => import('../../features/content/coupons-section.tsx').then((m) => m.CouponsSection));
const search = nearbyCode(() =>
  import('../../features/bikes/bike-search.tsx').then(
    ({ BikeSearch }) =>
      function HomeBikeSearch() {
        // Below the banner: its pictures load as they come near, not before the banner's.
        return <BikeSearch eagerImages={0} />;
      },
  ),
);
const whyChooseUs = nearbyCode(() =>
  import('../../features/content/why-choose-us-section.tsx').then((m) => m.WhyChooseUsSection),
);
const testimonials = nearbyCode(() =>
  import('../../features/content/testimonials-section.tsx').then((m) => m.TestimonialsSection),
);
const blogs = nearbyCode(() => import('../../features/content/blogs-section.tsx').then((m) => m.BlogsSection));

/**
 * A section below the first screen. On the page the server rendered, its HTML stays as it came until the
 * section comes near the screen; only then does its code come and React hydrate it. A home the browser
 * renders itself (a visit from another page of the app) asks for every section's code at once. It takes no
 * children and is memoized: new props reaching a section React has not hydrated yet would make React drop
 * the server's HTML and show the spinner instead.
 */
const Later = memo(function Later({ code, minHeight }: { code: NearbyCode<object>; minHeight: string }) {
  const [waitsToBeNear] = useState(() => !isPageTheApps());
  if (!waitsToBeNear) code.open();
  return (
    // Far below the screen, the browser skips its style and layout until it comes near (the first screen of
    // a phone paints sooner); find-in-page and assistive technology still see it.
    <div
      ref={waitsToBeNear ? code.observe : undefined}
      style={{ contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${minHeight}` }}
    >
      <Suspense
        fallback={
          <div style={{ minHeight }}>
            <Spinner />
          </div>
        }
      >
        <code.Component />
      </Suspense>
    </div>
  );
});

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
      <Later code={offers} minHeight="36rem" />
      <Later code={coupons} minHeight="30rem" />
      <Later code={search} minHeight="50rem" />
      <Later code={whyChooseUs} minHeight="30rem" />
      <Later code={testimonials} minHeight="30rem" />
      <Later code={blogs} minHeight="36rem" />
    </>
  );
}
