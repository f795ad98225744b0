import { once } from '@bond/contract/once';
import type { Formatters } from '../../i18n/format.ts';

const bnPlain = once(() => new Intl.NumberFormat('bn-BD', { useGrouping: false, maximumFractionDigits: 0 }));

/**
 * A bike's engine size or model year, written without grouping: '150' and '2023' in English, '১৫০' and
 * '২০২৩' in Bangla (a year never reads '২,০২৩').
 */
export function plainNumber(value: number, f: Pick<Formatters, 'language'>): string {
  return f.language === 'bn' ? bnPlain().format(value) : String(value);
}
