import { AVAILABILITY_MAX_DAYS, BOOKING_START_GRACE_MINUTES } from '@bond/contract/constants';
import { windowProblem } from '@bond/contract/periods';
import { useCallback, useMemo, useState } from 'react';
import { formatNumber, useFormat } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import type { Language } from '../../i18n/languages.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { isWallClock, wallClockToIso } from '../../lib/time.ts';

/** How long the time fields wait for typing to stop before the server is asked. */
export const PERIOD_DEBOUNCE_MS = 300;

export type FreePeriod = { from: string; until: string };
export type FreePeriodCheck = {
  /** What the server is asked: both instants, only when the pair is complete and sound. */
  query: { availableFrom: string; availableTo: string } | undefined;
  /** Why the pair is not used yet, next to the field it concerns. */
  problem: { field: keyof FreePeriod; message: string } | undefined;
};

/**
 * docs/product/booking-and-periods.md#availability: the "Free from" / "Until" pair of the bike search, on Dhaka's wall clock. Used only when both are set
 * and make a window the server answers (in order, at most 31 days, not in the past); otherwise it says why,
 * in `language`.
 */
export function checkFreePeriod({ from, until }: FreePeriod, now: Date, language: Language = 'en'): FreePeriodCheck {
  if (!from && !until) return { query: undefined, problem: undefined };
  const t = i18next.getFixedT(language, 'bikes');
  const missing = t('freePeriod.missing');
  const enterDateTime = t('freePeriod.enterDateTime');
  if (!from) return { query: undefined, problem: { field: 'from', message: missing } };
  if (!until) return { query: undefined, problem: { field: 'until', message: missing } };
  if (!isWallClock(from)) return { query: undefined, problem: { field: 'from', message: enterDateTime } };
  if (!isWallClock(until)) return { query: undefined, problem: { field: 'until', message: enterDateTime } };
  const start = new Date(wallClockToIso(from));
  const end = new Date(wallClockToIso(until));
  if (start.getTime() < now.getTime() - BOOKING_START_GRACE_MINUTES * 60_000) {
    return { query: undefined, problem: { field: 'from', message: t('freePeriod.past') } };
  }
  // The contract decides what is wrong with the window; the words are the page's language.
  if (windowProblem(start, end, AVAILABILITY_MAX_DAYS)) {
    const message =
      end.getTime() <= start.getTime()
        ? t('freePeriod.order')
        : t('freePeriod.tooLong', { days: formatNumber(AVAILABILITY_MAX_DAYS, language) });
    return { query: undefined, problem: { field: 'until', message } };
  }
  return { query: { availableFrom: start.toISOString(), availableTo: end.toISOString() }, problem: undefined };
}

/** The pair as typed, its setters, and the check of the pair once typing has stopped. */
export function useFreePeriod() {
  const { language } = useFormat();
  const [period, setPeriod] = useState<FreePeriod>({ from: '', until: '' });
  const settled = useDebouncedValue(period, PERIOD_DEBOUNCE_MS);
  const check = useMemo(() => checkFreePeriod(settled, new Date(), language), [settled, language]);
  const setField = useCallback(
    (field: keyof FreePeriod, value: string) => setPeriod((current) => ({ ...current, [field]: value })),
    [],
  );
  const clear = useCallback(() => setPeriod({ from: '', until: '' }), []);
  return { period, setField, clear, ...check };
}
