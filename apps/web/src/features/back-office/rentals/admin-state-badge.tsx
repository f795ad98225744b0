import { useTranslation } from 'react-i18next';
import type { ScheduleState } from './admin-schedule-layout.ts';

/**
 * The colours of a rental's state on the admin's screens. Colour is never the only sign: every bar and
 * badge also says its state in words, and each state has its own border style.
 */
export const STATE_STYLES: Record<ScheduleState, { bar: string; badge: string }> = {
  pending: {
    bar: 'border-2 border-dashed border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  },
  booked: {
    bar: 'border-2 border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  },
  active: {
    bar: 'border-2 border-green-700 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50',
    badge: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  },
  overdue: {
    bar: 'border-2 border-double border-red-700 border-l-8 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
    badge: 'bg-red-700 text-white',
  },
};

/** A small label naming a rental's state, coloured by it. */
export function StateBadge({ state }: { state: ScheduleState }) {
  const { t } = useTranslation('rentals');
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${STATE_STYLES[state].badge}`}
    >
      {t(`state.${state}`)}
    </span>
  );
}

/** 'Overdue' (docs/product/booking-and-periods.md#overdue): past its planned return and the bike not back. */
export function OverdueBadge() {
  return <StateBadge state="overdue" />;
}
