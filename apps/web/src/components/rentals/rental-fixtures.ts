/** Rentals shaped like GET /api/rentals answers them, for tests. */
import type { RentalRefund } from '@bond/contract/refunds';
import type { Rental, RentalPayment, RentalStory } from '@bond/contract/rentals';
import { makePayment as samplePayment, SAMPLE_COST_LINES } from '@bond/contract/rental-samples';

let next = 0;

export function makeRental(overrides: Partial<Rental> = {}): Rental {
  next += 1;
  const id = `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    _id: id,
    userId: '20000000-0000-4000-8000-000000000001',
    bikeId: '30000000-0000-4000-8000-000000000001',
    startTime: '2026-11-22T04:30:00.000Z',
    endTime: null,
    returnTime: null,
    totalCost: 0,
    rentalCharge: null,
    isReturned: false,
    payment: false,
    advancePayment: true,
    status: 'active',
    isOverdue: false,
    holdExpiresAt: null,
    createdAt: '2026-11-22T04:20:00.000Z',
    bike: {
      _id: '30000000-0000-4000-8000-000000000001',
      name: `Yamaha FZS V3 ABS ${next}`,
      brand: 'Yamaha',
      model: 'FZS V3',
      image: '/media/bikes/yamaha-fzs-v3.svg',
      pricePerHour: 180,
    },
    user: {
      _id: '20000000-0000-4000-8000-000000000001',
      name: 'Demo Customer',
      email: 'customer@example.com',
      phone: '01711000002',
    },
    refunds: [],
    ...overrides,
  };
}

/** A returned rental with the given balance (rental charge − 100 BDT advance). */
export function returnedRental(totalCost: number, overrides: Partial<Rental> = {}): Rental {
  return makeRental({
    status: 'returned',
    isReturned: true,
    returnTime: '2026-11-22T06:30:00.000Z',
    totalCost,
    rentalCharge: totalCost + 100,
    ...overrides,
  });
}

/** Money owed back on a rental, as GET /api/rentals answers it. */
export function makeRefund(overrides: Partial<RentalRefund> = {}): RentalRefund {
  next += 1;
  return {
    _id: `50000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    amount: 100,
    reason: 'late_payment',
    status: 'due',
    refundedAt: null,
    ...overrides,
  };
}

/** One payment attempt, as GET /api/rentals/{id} answers it: the contract's sample, with an id of its own. */
export function makePayment(overrides: Partial<RentalPayment> = {}): RentalPayment {
  next += 1;
  return samplePayment({
    _id: `70000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    gatewayTxnId: `AAM${String(next).padStart(8, '0')}`,
    ...overrides,
  });
}

/**
 * A rental's whole story, as GET /api/rentals/{id} answers it: by default returned after 2 hours at 180 BDT
 * an hour with a helmet and a coupon (charge 360, balance 260; the contract's SAMPLE_COST_LINES), the advance
 * and the rest paid.
 */
export function makeStory(overrides: Partial<RentalStory> = {}): RentalStory {
  return {
    ...returnedRental(260, { payment: true, endTime: '2026-11-22T06:30:00.000Z' }),
    cost: {
      minutes: 120,
      pricePerHour: 180,
      charge: 360,
      advance: 100,
      balance: 260,
      basis: 'returned',
      lines: SAMPLE_COST_LINES,
    },
    payments: [
      makePayment(),
      makePayment({
        purpose: 'rent',
        amount: 260,
        createdAt: '2026-11-22T06:40:00.000Z',
        settledAt: '2026-11-22T06:41:00.000Z',
      }),
    ],
    handover: null,
    returnInspection: null,
    ...overrides,
  };
}
