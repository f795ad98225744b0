import type { Role } from '@bond/contract/auth';
import type { Bike } from '@bond/contract/bikes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatDigits, useFormat } from '../../i18n/format.ts';
import { toast } from '../../lib/toast.ts';
import { AvailabilityStrip, useBikeSchedule } from './availability-strip.tsx';

type BikeDetailsProps = {
  bike: Bike;
  /** The signed-in role, '' for a visitor. */
  viewerRole: Role | '';
  /** Called when a signed-in customer presses 'Book Now !' on a bike the shop offers. */
  onStartBooking: () => void;
  /** The moment the page looks from (the two weeks shown start on its Dhaka day); now by default. */
  now?: Date;
};

function Fact({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`rounded-xl bg-slate-100 px-4 py-3 dark:bg-slate-800 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/**
 * The bike page (docs/product/booking-and-periods.md#availability): picture, facts, price per hour, availability now and over the next
 * two weeks, and 'Book Now !'. A bike the shop offers can be booked for any free time, also while it is
 * out with someone else right now; one the shop does not offer cannot.
 */
export function BikeDetails({ bike, viewerRole, onStartBooking, now: fixedNow }: BikeDetailsProps) {
  const { t } = useTranslation('bikes');
  const f = useFormat();
  const [pageOpened] = useState(() => new Date());
  const now = fixedNow ?? pageOpened;
  const schedule = useBikeSchedule(bike._id, now, !bike.isOffered);
  const nextFree = schedule.view?.nextFree;

  const book = () => {
    if (viewerRole === 'user') onStartBooking();
    else if (viewerRole === 'admin') toast.error(t('bikeDetails.adminBooking'));
    else toast.info(t('bikeDetails.visitorBooking'));
  };

  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <img
          src={bike.image}
          alt={`${bike.brand} ${bike.name}`}
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] size-full object-contain p-6"
        />
      </div>
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">
            {bike.brand}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {bike.name}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-slate-700 dark:text-slate-300">{bike.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('bikeDetails.model')} value={bike.model} />
          <Fact label={t('bikeDetails.brand')} value={bike.brand} />
          <Fact
            label={t('bikeDetails.engine')}
            value={t('bikeDetails.engineValue', { cc: formatDigits(bike.cc, f.language) })}
          />
          <Fact label={t('bikeDetails.year')} value={formatDigits(bike.year, f.language)} />
          <Fact
            label={t('bikeDetails.pricePerHour')}
            value={t('bikeDetails.perHour', { price: f.taka(bike.pricePerHour) })}
          />
          <Fact
            label={t('bikeDetails.pricePerDay')}
            value={t('bikeDetails.perDay', { price: f.taka(bike.pricePerDay) })}
          />
          <Fact
            label={t('bikeDetails.pricePerWeek')}
            value={t('bikeDetails.perWeek', { price: f.taka(bike.pricePerWeek) })}
            className="col-span-2"
          />
        </dl>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span
            className={`inline-flex rounded-full px-4 py-1.5 text-sm font-semibold text-white ${bike.isAvailable ? 'bg-green-700' : 'bg-red-700'}`}
          >
            {bike.isAvailable ? t('status.available') : t('status.notAvailable')}
          </span>
          {nextFree ? (
            <span
              className={`text-sm font-semibold ${schedule.view?.isFreeNow ? 'text-green-800 dark:text-green-300' : 'text-slate-800 dark:text-slate-200'}`}
            >
              {nextFree}
            </span>
          ) : null}
        </div>
        <div>
          <Button size="lg" onClick={book} disabled={!bike.isOffered} className="w-full sm:w-auto">
            {t('bikeDetails.bookNow')}
          </Button>
          {!bike.isOffered ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('bikeDetails.notOffered')}</p>
          ) : !bike.isAvailable ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('bikeDetails.outNow')}</p>
          ) : null}
        </div>
        {bike.isOffered ? <AvailabilityStrip schedule={schedule} /> : null}
      </div>
    </article>
  );
}
