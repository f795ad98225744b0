import { formatTaka } from '@bond/contract/money';

/** '150 BDT / hour': the amount written by the shared contract's `formatTaka` ('1,250 BDT'). */
export function formatPricePerHour(amount: number): string {
  return `${formatTaka(amount)} / hour`;
}
