/** Taka amounts, whole BDT (D5). Thin wrappers over the shared contract. */
import { formatTaka } from '@bond/contract/money';

/** '1,250 BDT'. */
export function formatBdt(amount: number): string {
  return formatTaka(amount);
}

/** '150 BDT / hour'. */
export function formatPricePerHour(amount: number): string {
  return `${formatTaka(amount)} / hour`;
}
