/**
 * The rentals' words in the page's language (docs/product/languages.md#two-languages): Dhaka days, clocks
 * and periods, lengths of time, the Total Cost cell and money owed back, said from the catalogues the
 * server speaks too (`@bond/contract/say`, docs/decisions/027); the page's own texts from the `rentals`
 * namespace (`t`). Components call `useRentalWords()`; plain functions take the `RentalWords` of a language.
 */
import type { Period } from '@bond/contract/periods';
import { refundView, type RefundView } from '@bond/contract/refund-words';
import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental } from '@bond/contract/rentals';
import { say } from '@bond/contract/say';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formattersFor, type Formatters } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import { isLanguage, type Language } from '../../i18n/languages.ts';

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
  const period = (p: Period) => say(language, 'shopPeriod', { period: p });
  return {
    language,
    t: i18next.getFixedT(language, 'rentals'),
    f: formattersFor(language),
    day: (at) => say(language, 'shopDay', { at }),
    clock: (at) => say(language, 'shopClock', { at }),
    moment: (at) => say(language, 'shopMoment', { at: typeof at === 'string' ? new Date(at) : at }),
    period,
    bookedPeriod: (rental) =>
      period({ start: new Date(rental.startTime), end: rental.endTime ? new Date(rental.endTime) : null }),
    duration: (minutes) => say(language, 'duration', { minutes }),
    cost: (rental) => say(language, 'totalCostCell', { rental }),
    refund: (refund) => refundView(refund, language),
  };
}

/** The rentals' words in the language the component renders in. */
export function useRentalWords(): RentalWords {
  const { i18n } = useTranslation('rentals');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => rentalWords(language), [language]);
}
