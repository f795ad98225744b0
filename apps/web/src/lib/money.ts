/** Prices as the shop writes them; the amount itself is the shared contract's `formatTaka` ('1,250 BDT'). */
import { formatTaka } from '@bond/contract/money';

/** '150 BDT / hour'. */
export function formatPricePerHour(amount: number): string {
  return `${formatTaka(amount)} / hour`;
}
