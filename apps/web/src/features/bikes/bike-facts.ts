import { formatDigits, type Formatters } from '../../i18n/format.ts';

/**
 * A bike's engine size or model year, written without grouping: '150' and '2023' in English, '১৫০' and
 * '২০২৩' in Bangla (a year never reads '২,০২৩').
 */
export function plainNumber(value: number, f: Pick<Formatters, 'language'>): string {
  return formatDigits(Math.round(value), f.language);
}
