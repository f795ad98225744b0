/**
 * The rentals' words in the page's language (docs/product/languages.md#two-languages): Dhaka days, clocks and periods, lengths of time, the
 * Total Cost cell and money owed back. English is exactly the contract's (`periods.ts`, `duration.ts`,
 * `rental-words.ts`, `refund-words.ts`); Bangla is built here from the `rentals` namespace and `bn-BD`.
 * Components call `useRentalWords()`; plain functions take the `RentalWords` of a language.
 */
import { formatShopClock, formatShopDay, type Period } from '@bond/contract/periods';
import type { RefundView } from '@bond/contract/refund-words';
import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import { settledBalanceRefund } from '@bond/contract/rental-words';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bnShopClock, bnShopDay, formatDuration, formattersFor, type Formatters } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import { isLanguage, type Language } from '../../i18n/languages.ts';

const DAY_MS = 24 * 60 * 60_000;

export type RentalWords = {
  language: Language;
  t: TFunction<'rentals'>;
  f: Formatters;
  /** 'Fri 11 Dec' in Dhaka. */
  day: (instant: Date) => string;
  /** '2:00 pm' on Dhaka's clock. */
  clock: (instant: Date) => string;
  /** 'Fri 27 Nov, 10:00 am' in Dhaka. */
  moment: (instant: Date | string) => string;
  /** 'Fri 11 Dec, 2:00 pm to 6:00 pm', or '… until it is returned' when open-ended. */
  period: (period: Period) => string;
  /** A rental's booked period. */
  bookedPeriod: (rental: Pick<Rental, 'startTime' | 'endTime'>) => string;
  /** '1 day 2 hours 30 minutes'. */
  duration: (totalMinutes: number) => string;
  /** The Total Cost cell: the amount, and 'Will be returned' or 'Refunded on …' under a negative balance. */
  cost: (rental: Pick<Rental, 'isReturned' | 'totalCost' | 'refunds'>) => { amount: string; note?: string };
  /** One refund of a rental: 'Money will be returned' or 'Refunded on …', how much and why (docs/product/money-and-refunds.md#refunds-due). */
  refund: (refund: RentalRefund) => RefundView;
};

/** The words of a language (its texts must be loaded: Bangla's are, once a Bangla page has started). */
export function rentalWords(language: Language): RentalWords {
  const t = i18next.getFixedT(language, 'rentals');
  const f = formattersFor(language);
  const day = (instant: Date) => (language === 'en' ? formatShopDay(instant) : bnShopDay().format(instant));
  const clock = (instant: Date) => (language === 'en' ? formatShopClock(instant) : bnShopClock().format(instant));
  const moment = (instant: Date | string) => {
    const date = typeof instant === 'string' ? new Date(instant) : instant;
    return t('words.moment', { day: day(date), clock: clock(date) });
  };
  const period = ({ start, end }: Period) => {
    const from = moment(start);
    if (!end) return t('words.periodOpen', { from });
    const sameDay = formatShopDay(start) === formatShopDay(end) && Math.abs(start.getTime() - end.getTime()) < DAY_MS;
    return t('words.period', { from, until: sameDay ? clock(end) : moment(end) });
  };
  const duration = (totalMinutes: number) => formatDuration(totalMinutes, f.language);
  const refund = (item: RentalRefund): RefundView => {
    const isDue = item.status === 'due';
    return {
      id: item._id,
      label: isDue ? t('refund.due') : t('refund.refundedOn', { date: f.date(item.refundedAt) }),
      amount: f.taka(item.amount),
      reason: t(`refund.reason.${item.reason}`),
      isDue,
    };
  };
  const cost = (rental: Pick<Rental, 'isReturned' | 'totalCost' | 'refunds'>) => {
    if (!rental.isReturned) return { amount: t('cost.notYetCalculated') };
    if (rental.totalCost < 0) {
      const settled = settledBalanceRefund(rental);
      return {
        amount: f.taka(Math.abs(rental.totalCost)),
        note: settled ? refund(settled).label : t('cost.willBeReturned'),
      };
    }
    return { amount: f.taka(rental.totalCost) };
  };
  return {
    language,
    t,
    f,
    day,
    clock,
    moment,
    period,
    bookedPeriod: (rental) =>
      period({ start: new Date(rental.startTime), end: rental.endTime ? new Date(rental.endTime) : null }),
    duration,
    cost,
    refund,
  };
}

/** The rentals' words in the language the component renders in. */
export function useRentalWords(): RentalWords {
  const { i18n } = useTranslation('rentals');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => rentalWords(language), [language]);
}
