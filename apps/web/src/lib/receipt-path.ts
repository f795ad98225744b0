/** Where a rental's receipt (a customer) or its details page (an admin) is: linked from rentals and messages. */
export function receiptPath(rentalId: string): string {
  return `/dashboard/rentals/${encodeURIComponent(rentalId)}`;
}
