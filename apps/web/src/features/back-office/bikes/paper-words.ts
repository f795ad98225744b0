/**
 * How the fleet page words a bike's papers (docs/product/fleet-calendar.md#papers): each paper's last valid
 * Dhaka day and how it stands on today's Dhaka date, by the contract's `paperState`. Pure: the day, the
 * language and the translator come in, so the words can be checked for any today.
 */
import { PAPER_EXPIRY_FIELD, PAPER_KINDS, paperState, type BikePapers, type PaperKind } from '@bond/contract/papers';
import { once } from '@bond/contract/once';
import type { TFunction } from 'i18next';
import type { Language } from '../../../i18n/languages.ts';

export type PaperState = ReturnType<typeof paperState>;

/** One paper of a bike as the page shows it. */
export type PaperStanding = { kind: PaperKind; expiry: string; state: PaperState };

/** The three papers in the contract's order, each with its last valid day and how it stands `today`. */
export function paperStandings(
  papers: Pick<BikePapers, 'taxTokenExpiry' | 'fitnessExpiry' | 'insuranceExpiry'>,
  today: string,
): PaperStanding[] {
  return PAPER_KINDS.map((kind) => {
    const expiry = papers[PAPER_EXPIRY_FIELD[kind]];
    return { kind, expiry, state: paperState(expiry, today) };
  });
}

const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
const formatter = (language: Language, withYear: boolean) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
const formatters: Record<Language, Record<'thisYear' | 'otherYear', () => Intl.DateTimeFormat>> = {
  en: { thisYear: once(() => formatter('en', false)), otherYear: once(() => formatter('en', true)) },
  bn: { thisYear: once(() => formatter('bn', false)), otherYear: once(() => formatter('bn', true)) },
};

/**
 * A paper's day, short: '3 Dec' (or '৩ ডিসে') in today's year, with the year in another ('10 Mar 2027').
 * `day` and `today` are Dhaka calendar days, `YYYY-MM-DD`.
 */
export function paperDay(day: string, today: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return formatters[language][sameYear ? 'thisYear' : 'otherYear']().format(date);
}

/** The words of a paper's standing: 'Expired 3 Dec', 'Until 10 Dec, renew soon' or 'Until 10 Mar 2027'. */
export function paperStateWords(
  standing: Pick<PaperStanding, 'expiry' | 'state'>,
  today: string,
  language: Language,
  t: TFunction<'admin'>,
): string {
  return t(`bikes.papers.state.${standing.state}`, { date: paperDay(standing.expiry, today, language) });
}
