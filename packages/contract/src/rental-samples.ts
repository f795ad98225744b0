/** A rental's whole story as `GET /api/rentals/{id}` answers it, for tests on both sides (the receipt, its e-mail). */
import type { CostLine, RentalPayment, RentalStory } from './rentals.ts';
import { sayText, text, type Text } from './say.ts';

export function makePayment(overrides: Partial<RentalPayment> = {}): RentalPayment {
  return {
    _id: '70000000-0000-4000-8000-000000000001',
    purpose: 'advance',
    amount: 100,
    currency: 'BDT',
    gateway: 'aamarpay',
    status: 'paid',
    gatewayTxnId: 'AAM00000001',
    refundDue: false,
    createdAt: '2026-11-22T04:20:00.000Z',
    settledAt: '2026-11-22T04:21:00.000Z',
    ...overrides,
  };
}

const bothLanguages = (said: Text) => ({ en: sayText('en', said), bn: sayText('bn', said) });

/** The sample's charge: 2 hours at 180 BDT an hour, a second helmet for a day, a 50 BDT coupon: 360 BDT. */
export const SAMPLE_COST_LINES: CostLine[] = [
  {
    kind: 'time',
    key: 'hours',
    label: bothLanguages(text.chargeLineHours({ minutes: 120, price: 180, minimum: false })),
    amount: 360,
  },
  {
    kind: 'addon',
    key: 'addon:HELMET-2',
    label: bothLanguages(
      text.chargeLineAddOn({ name: { en: 'Second helmet', bn: 'দ্বিতীয় হেলমেট' }, quantity: 1, days: 1, price: 50 }),
    ),
    amount: 50,
  },
  {
    kind: 'coupon',
    key: 'coupon',
    label: bothLanguages(text.chargeLineCoupon({ code: 'EID50', kind: 'fixed', value: 50 })),
    amount: -50,
  },
];

/**
 * By default returned after 2 hours at 180 BDT an hour (10:30 am to 12:30 pm in Dhaka: charge 360,
 * balance 260; SAMPLE_COST_LINES), the advance and the rest paid.
 */
export function makeRentalStory(overrides: Partial<RentalStory> = {}): RentalStory {
  return {
    _id: '1a2b3c4d-0000-4000-8000-000000000001',
    userId: '20000000-0000-4000-8000-000000000001',
    bikeId: '30000000-0000-4000-8000-000000000001',
    startTime: '2026-11-22T04:30:00.000Z',
    endTime: '2026-11-22T06:30:00.000Z',
    returnTime: '2026-11-22T06:30:00.000Z',
    totalCost: 260,
    rentalCharge: 360,
    isReturned: true,
    payment: true,
    advancePayment: true,
    status: 'returned',
    isOverdue: false,
    holdExpiresAt: null,
    createdAt: '2026-11-22T04:20:00.000Z',
    bike: {
      _id: '30000000-0000-4000-8000-000000000001',
      name: 'Yamaha FZS V3 ABS',
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
        _id: '70000000-0000-4000-8000-000000000002',
        purpose: 'rent',
        amount: 260,
        gatewayTxnId: 'AAM00000002',
        createdAt: '2026-11-22T06:40:00.000Z',
        settledAt: '2026-11-22T06:41:00.000Z',
      }),
    ],
    handover: null,
    returnInspection: null,
    ...overrides,
  };
}
