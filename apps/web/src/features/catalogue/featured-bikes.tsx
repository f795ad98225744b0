import type { Bike } from '@bond/contract/bikes';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGetBikesQuery } from './api.ts';
import { BikeGrid } from './bike-grid.tsx';
import { EmptyState } from './empty-state.tsx';

export const FEATURED_COUNT = 5;

/** The last five bikes of the list that are available. */
export function pickFeaturedBikes(bikes: readonly Bike[]): Bike[] {
  return bikes.filter((bike) => bike.isAvailable).slice(-FEATURED_COUNT);
}

export function FeaturedBikes() {
  const { t } = useTranslation('bikes');
  const headingId = useId();
  const { data, isLoading, isError } = useGetBikesQuery({});
  const featured = useMemo(() => pickFeaturedBikes(data ?? []), [data]);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} subtitle={t('featured.subtitle')}>
        {t('featured.heading')}
      </SectionHeading>
      {isLoading ? (
        // Keeps the room the five cards will take, so the sections below stay below the screen.
        <Spinner
          label={t('featured.loading')}
          className="min-h-[160rem] items-start sm:min-h-[100rem] lg:min-h-[66rem]"
        />
      ) : isError ? (
        <EmptyState>{t('featured.loadError')}</EmptyState>
      ) : featured.length === 0 ? (
        <EmptyState>{t('search.comingSoon')}</EmptyState>
      ) : (
        <>
          {/* Below the banner: its pictures must not compete with the banner, the page's largest paint. */}
          <BikeGrid bikes={featured} eagerImages={0} />
          <div className="mt-10 text-center">
            <Link to="/allbikes" className={buttonClasses('primary', 'lg')}>
              {t('featured.seeAll')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
