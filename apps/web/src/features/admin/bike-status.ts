/** How a bike stands for the shop, as the Bike Management table shows it. */
import type { Bike } from '@bond/contract/bikes';

export const BOOKED_MARKER = 'Booked / out on rent';

export type BikeStatusLabel = 'Available' | 'Not Available' | typeof BOOKED_MARKER;

/**
 * How a bike stands for the shop: 'Available' when customers can book it now; otherwise 'Not Available'
 * when the shop's switch is off and/or the booked marker while a booking holds it or it is out on rent.
 */
export function bikeStatusLabels(bike: Pick<Bike, 'isAvailable' | 'isOffered' | 'isBooked'>): BikeStatusLabel[] {
  if (bike.isAvailable) return ['Available'];
  const labels: BikeStatusLabel[] = [];
  if (!bike.isOffered) labels.push('Not Available');
  if (bike.isBooked) labels.push(BOOKED_MARKER);
  // A bike the server calls unavailable for a reason it did not name still reads as not available.
  return labels.length > 0 ? labels : ['Not Available'];
}
