import type { Till } from '@bond/contract/counter';
import { formatTakaLine } from '@bond/contract/money';
import { shopDateOf } from '@bond/contract/time';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat, type Formatters } from '../../i18n/format.ts';
import { useGetTillsOfDayQuery } from './api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A closed till's difference, counted − expected: a shortage in red, a surplus in amber, none in green. */
function Difference({ till, t, f }: { till: Till; t: TFunction<'counter'>; f: Formatters }) {
  if (till.difference === null) return <span className="text-slate-600 dark:text-slate-300">—</span>;
  const amount = formatTakaLine(till.difference, f.language);
  if (till.difference === 0) {
    return <span className="font-semibold text-green-800 dark:text-green-300">{t('tills.even', { amount })}</span>;
  }
  const short = till.difference < 0;
  return (
    <span
      className={`rounded-md px-2 py-0.5 font-semibold ${
        short
          ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300'
          : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
      }`}
    >
      {t(short ? 'tills.short' : 'tills.over', { amount })}
    </span>
  );
}

const columnsIn = (t: TFunction<'counter'>, f: Formatters): Column<Till>[] => {
  const taka = (value: number | null) => (value === null ? '—' : f.taka(value));
  const money = 'whitespace-nowrap tabular-nums sm:text-right';
  return [
    { header: t('tills.columns.person'), cell: (till) => <span className="font-semibold">{till.staff.name}</span> },
    { header: t('tills.columns.openedAt'), cell: (till) => f.time(till.openedAt), className: 'whitespace-nowrap' },
    { header: t('tills.columns.float'), cell: (till) => taka(till.openingFloat), className: money },
    { header: t('tills.columns.cashIn'), cell: (till) => taka(till.cashIn), className: money },
    { header: t('tills.columns.cashOut'), cell: (till) => taka(till.cashOut), className: money },
    { header: t('tills.columns.expected'), cell: (till) => taka(till.expectedCash), className: money },
    { header: t('tills.columns.counted'), cell: (till) => taka(till.countedCash), className: money },
    {
      header: t('tills.columns.difference'),
      cell: (till) => <Difference till={till} t={t} f={f} />,
      className: 'whitespace-nowrap',
    },
    {
      header: t('tills.columns.status'),
      cell: (till) =>
        till.status === 'open' ? (
          <span className="font-semibold text-brand-800 dark:text-brand-300">{t('tills.status.open')}</span>
        ) : (
          <span>{t('tills.status.closed', { time: f.time(till.closedAt) })}</span>
        ),
    },
  ];
};

/**
 * The admin's view of every till of a Dhaka day (docs/product/the-counter.md#tills): who worked a drawer,
 * its float, the cash taken and paid out, what it should hold, and at closing the count and the difference.
 * `now` is the clock the day defaults from (today in Dhaka).
 */
export function TillsOfTheDay({ now }: { now?: Date }) {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const [today] = useState(() => shopDateOf(now ?? new Date()));
  const [day, setDay] = useState(today);
  const valid = DAY.test(day);
  const tills = useGetTillsOfDayQuery(day, { skip: !valid, refetchOnMountOrArgChange: true });
  const columns = useMemo(() => columnsIn(t, f), [t, f]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {t('tills.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <TextField
            type="date"
            label={t('tills.day')}
            value={day}
            max={today}
            error={valid ? undefined : t('tills.dayInvalid')}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <Button variant="outline" size="sm" disabled={!valid || tills.isFetching} onClick={() => void tills.refetch()}>
          {t('tills.refresh')}
        </Button>
      </div>
      {!valid ? null : tills.isLoading ? (
        <Spinner label={t('tills.loading')} />
      ) : tills.error ? (
        <LoadError error={tills.error} onRetry={() => void tills.refetch()} />
      ) : (
        <DataTable
          caption={t('tills.caption', { day: f.date(`${day}T12:00:00+06:00`) })}
          columns={columns}
          rows={tills.data ?? []}
          rowKey={(till) => till._id}
          emptyText={t('tills.empty')}
        />
      )}
    </section>
  );
}
