import { shopDays } from '@bond/contract/periods';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGetBikeAvailabilityQuery } from './api.ts';
import { useFormat } from '../../i18n/format.ts';
import { STRIP_DAYS, describeDay, isFreeNow, nextFreeText, toPeriods, type DayView } from './availability.ts';

/**
 * A bike's next two weeks (docs/product/booking-and-periods.md#availability): the Dhaka days from today, each with its busy periods, and when it is
 * next free. `now` is fixed by the caller so the window asked about stays the same between renders.
 */
export function useBikeSchedule(bikeId: string, now: Date, skip = false) {
  const { language } = useFormat();
  const days = useMemo(() => shopDays(now, STRIP_DAYS), [now]);
  const from = days[0]?.start ?? now;
  const to = days.at(-1)?.end ?? now;
  const query = useGetBikeAvailabilityQuery(
    { id: bikeId, from: from.toISOString(), to: to.toISOString() },
    { skip, refetchOnMountOrArgChange: true },
  );
  const view = useMemo(() => {
    if (!query.data) return undefined;
    const periods = toPeriods(query.data);
    return {
      days: days.map((day) => describeDay(day, periods, language)),
      nextFree: nextFreeText(periods, now, to, language),
      isFreeNow: isFreeNow(periods, now),
    };
  }, [query.data, days, now, to, language]);
  return { ...query, view };
}

export type BikeSchedule = ReturnType<typeof useBikeSchedule>;

const barColour = 'bg-emerald-200 dark:bg-emerald-800';
const busyColour = 'bg-red-700 dark:bg-red-400';

function DayBar({ day }: { day: DayView }) {
  return (
    <span aria-hidden="true" className={`relative mt-1.5 block h-2.5 w-full overflow-hidden rounded-full ${barColour}`}>
      {day.segments.map((segment) => (
        <span
          key={`${segment.from}-${segment.to}`}
          className={`absolute inset-y-0 ${busyColour} border-x border-white/70 dark:border-slate-900/70`}
          style={{ left: `${segment.from * 100}%`, width: `${(segment.to - segment.from) * 100}%` }}
        />
      ))}
    </span>
  );
}

/**
 * The availability strip of the bike page: 14 Dhaka days, busy time shaded. Each day is a button whose
 * name says what is free ('Wed 25 Nov: booked 2:00 pm to 6:00 pm, free otherwise'); choosing one shows
 * the same words under the strip for everyone.
 */
export function AvailabilityStrip({ schedule }: { schedule: BikeSchedule }) {
  const { t } = useTranslation('bikes');
  const f = useFormat();
  const headingId = useId();
  const detailId = useId();
  const [chosen, setChosen] = useState(0);
  const { view, error, refetch, isFetching } = schedule;

  let body;
  if (view) {
    const detail = view.days[chosen] ?? view.days[0];
    body = (
      <>
        <ol aria-label={t('strip.days', { days: f.number(STRIP_DAYS) })} className="grid grid-cols-7 gap-1.5">
          {view.days.map((day, index) => {
            const [weekday = '', date = ''] = day.label.split(' ');
            return (
              <li key={day.start.toISOString()}>
                <button
                  type="button"
                  aria-label={day.text}
                  aria-pressed={index === chosen}
                  aria-controls={detailId}
                  onClick={() => setChosen(index)}
                  className="flex min-h-14 w-full flex-col items-center rounded-lg border border-slate-300 bg-white px-0.5 py-1.5 text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-slate-800"
                >
                  <span className="text-xs font-medium text-slate-700 dark:text-slate-300">{weekday}</span>{' '}
                  <span className="text-sm font-bold">{date}</span>
                  <DayBar day={day} />
                </button>
              </li>
            );
          })}
        </ol>
        <p id={detailId} aria-live="polite" className="mt-3 text-sm font-medium text-slate-800 dark:text-slate-200">
          {detail?.text}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${barColour}`} /> {t('strip.free')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${busyColour}`} /> {t('strip.booked')}
          </span>
          <span>{t('strip.barNote')}</span>
        </p>
      </>
    );
  } else if (error) {
    body = <LoadError error={error} onRetry={refetch} />;
  } else {
    body = <Spinner label={t('strip.loading')} className="py-6" />;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isFetching && !view}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {t('strip.heading')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700 dark:text-slate-300">{t('strip.intro')}</p>
      {body}
    </section>
  );
}
