/** How a bike stands for the shop, as the Bike Management table shows it. */
import type { Bike } from '@bond/contract/bikes';

/** The states a bike can show; their words are the `admin:bikes.status.*` keys. */
export type BikeStatus = 'available' | 'notAvailable' | 'booked';

/**
 * How a bike stands for the shop: 'available' when customers can book it now; otherwise 'notAvailable'
 * when the shop's switch is off and/or 'booked' while a booking holds it or it is out on rent.
 */
export function bikeStatuses(bike: Pick<Bike, 'isAvailable' | 'isOffered' | 'isBooked'>): BikeStatus[] {
  if (bike.isAvailable) return ['available'];
  const statuses: BikeStatus[] = [];
  if (!bike.isOffered) statuses.push('notAvailable');
  if (bike.isBooked) statuses.push('booked');
  // A bike the server calls unavailable for a reason it did not name still reads as not available.
  return statuses.length > 0 ? statuses : ['notAvailable'];
}
