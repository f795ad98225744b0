/**
 * Taka amounts, whole BDT (D5), written the way the shared contract's `formatTaka` writes them
 * ('1,250 BDT'). The formatter is made once: building an Intl.NumberFormat per call (as `formatTaka`
 * does) costs about a millisecond each on a phone, which adds up over a grid of bikes.
 */
const takaNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1,250 BDT'. */
export function formatBdt(amount: number): string {
  return `${takaNumber.format(amount)} BDT`;
}

/** '150 BDT / hour'. */
export function formatPricePerHour(amount: number): string {
  return `${formatBdt(amount)} / hour`;
}
