import type { Bike } from '@bond/contract/bikes';
import { memo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { formatDigits, useFormat } from '../../i18n/format.ts';

type BikeCardProps = {
  bike: Bike;
  headingLevel?: 3 | 4;
  eagerImage?: boolean;
  /** A line above the buttons, such as 'Free for the time you chose' in a search by time. */
  note?: string;
};

/** One bike in a grid: picture, facts, 'View Details' and the availability button. */
export const BikeCard = memo(function BikeCard({ bike, headingLevel = 3, eagerImage = false, note }: BikeCardProps) {
  const { t } = useTranslation('bikes');
  const f = useFormat();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const srOnly = { 1: <span className="sr-only" /> };
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        <img
          src={bike.image}
          alt={`${bike.brand} ${bike.name}`}
          width={480}
          height={360}
          loading={eagerImage ? 'eager' : 'lazy'}
          fetchPriority={eagerImage ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-contain p-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Heading className="text-lg font-bold text-slate-900 dark:text-white">{bike.name}</Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('bikeCard.facts', {
              brand: bike.brand,
              model: bike.model,
              cc: formatDigits(bike.cc, f.language),
              year: formatDigits(bike.year, f.language),
            })}
          </p>
        </div>
        <p className="text-base font-semibold text-brand-800 dark:text-brand-300">
          {t('bikeCard.prices', { hour: f.taka(bike.pricePerHour), day: f.taka(bike.pricePerDay) })}
        </p>
        {note ? <p className="text-sm font-semibold text-green-800 dark:text-green-300">{note}</p> : null}
        <div className="mt-auto flex flex-col gap-2">
          <Link to={`/allbikes/${bike._id}`} className={buttonClasses('outline', 'md')}>
            <Trans t={t} i18nKey="bikeCard.viewDetails" values={{ name: bike.name }} components={srOnly} />
          </Link>
          {bike.isAvailable ? (
            <Link to={`/allbikes/${bike._id}`} className={buttonClasses('success', 'md')}>
              <Trans t={t} i18nKey="bikeCard.available" values={{ name: bike.name }} components={srOnly} />
            </Link>
          ) : (
            <button type="button" disabled className={buttonClasses('danger', 'md')}>
              {t('status.notAvailable')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
