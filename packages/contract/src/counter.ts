import { z } from 'zod';
import { IdSchema, ShopDateSchema } from './common.ts';
import { RefundReasonSchema } from './refunds.ts';
import { BookRentalSchema, RentalSchema, RentalStatusSchema } from './rentals.ts';
import { zodText } from './say.ts';

/**
 * The counter's money (docs/product/the-counter.md#counter-payments, docs/decisions/040): payments taken at
 * the counter by staff, and each staff member's till of the Dhaka day.
 */

/** How money is taken at the counter; the online gateway is the fifth way, and is not one of these. */
export const COUNTER_METHODS = [
  'cash',
  'bkash_send_money',
  'nagad_send_money',
  'rocket_send_money',
  'card_terminal',
] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];
/** Whether a payment's `gateway` is a counter method (a payment taken at the counter), not an online gateway. */
export const isCounterMethod = (gateway: string): gateway is CounterMethod =>
  (COUNTER_METHODS as readonly string[]).includes(gateway);
export const CounterMethodSchema = z.enum(COUNTER_METHODS, { error: zodText('counterMethodInvalid') });

/** Send Money through a mobile wallet: its transaction ID is 8 to 12 letters and digits. */
export const SEND_MONEY_METHODS = ['bkash_send_money', 'nagad_send_money', 'rocket_send_money'] as const;
export const isSendMoney = (method: CounterMethod) => (SEND_MONEY_METHODS as readonly string[]).includes(method);

/** What a counter payment pays: the booking's advance, or the balance after the return. */
export const COUNTER_PURPOSES = ['advance', 'balance'] as const;
export type CounterPurpose = (typeof COUNTER_PURPOSES)[number];
export const CounterPurposeSchema = z.enum(COUNTER_PURPOSES, { error: zodText('counterPurposeInvalid') });

/** Whole taka, more than 0. */
const AmountSchema = z
  .number({ error: zodText('fieldNotNumber', { field: 'amount' }) })
  .int({ error: zodText('amountNotWhole') })
  .min(1, { error: zodText('amountNotPositive') });

/** Whole taka, 0 or more (a till's float, a count of cash). */
const cashOf = (field: string) =>
  z
    .number({ error: zodText('fieldNotNumber', { field }) })
    .int({ error: zodText('fieldNotWhole', { field }) })
    .min(0, { error: zodText('fieldBelow', { field, min: 0 }) })
    .max(10_000_000, { error: zodText('fieldAbove', { field, max: 10_000_000 }) });

const SEND_MONEY_REFERENCE = /^[A-Z0-9]{8,12}$/;
const TERMINAL_REFERENCE = /^[A-Z0-9-]{4,32}$/;

/**
 * A payment's method and reference, checked together: cash has none; Send Money's is the transaction ID the
 * customer's phone shows (8 to 12 letters and digits); a card terminal's its own reference (4 to 32 letters,
 * digits or hyphens). Kept in capitals, so one ID typed in either case is one ID.
 */
export const payment = {
  method: CounterMethodSchema,
  amount: AmountSchema,
  reference: z
    .string({ error: zodText('fieldRequired', { field: 'reference' }) })
    .trim()
    .max(64, { error: zodText('fieldTooLong', { field: 'reference', max: 64 }) })
    .transform((v) => v.toUpperCase())
    .optional(),
};

type WithReference = { method: CounterMethod; reference?: string | undefined };

/** Checks a payment's reference against its method (see `payment` above). */
export function checkReference(value: WithReference, ctx: z.RefinementCtx) {
  const { method, reference } = value;
  const problem = (message: string) => ctx.addIssue({ code: 'custom', path: ['reference'], message });
  if (method === 'cash') {
    if (reference) problem(zodText('cashTakesNoReference'));
    return;
  }
  if (!reference) return problem(zodText('referenceRequired', { method }));
  if (isSendMoney(method) && !SEND_MONEY_REFERENCE.test(reference)) problem(zodText('sendMoneyReferenceInvalid'));
  if (method === 'card_terminal' && !TERMINAL_REFERENCE.test(reference)) problem(zodText('terminalReferenceInvalid'));
}

/** `POST /rentals/{id}/payments` (staff): money taken at the counter for a rental's advance or balance. */
export const CounterPaymentSchema = z
  .object({ purpose: CounterPurposeSchema, ...payment })
  .strict()
  .superRefine(checkReference);
export type CounterPaymentInput = z.infer<typeof CounterPaymentSchema>;

/** The advance taken with a counter booking: its purpose is the advance. */
export const CounterAdvanceSchema = z.object(payment).strict().superRefine(checkReference);

/**
 * `POST /counter/rentals` (staff): a booking for a customer, with the rules and quote of an online booking,
 * and the advance taken at once when `payment` is given.
 */
export const CounterBookingSchema = BookRentalSchema.extend({
  customerId: IdSchema.describe('The customer the booking is for'),
  payment: CounterAdvanceSchema.optional().describe('The advance, taken now at the counter'),
}).strict();
export type CounterBooking = z.infer<typeof CounterBookingSchema>;

/** A payment taken at the counter, as the answers give it. */
export const CounterPaymentRecordSchema = z.object({
  _id: z.string(),
  rentalId: z.string(),
  purpose: CounterPurposeSchema,
  method: CounterMethodSchema,
  amount: z.number().int(),
  reference: z.string().nullable(),
  receivedBy: z.object({ _id: z.string(), name: z.string() }),
  tillId: z.string().nullable(),
  createdAt: z.string(),
});
export type CounterPaymentRecord = z.infer<typeof CounterPaymentRecordSchema>;

export const CounterPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ payment: CounterPaymentRecordSchema, rental: RentalSchema }),
});

export const CounterBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ rental: RentalSchema, payment: CounterPaymentRecordSchema.nullable() }),
});

/** `POST /tills` (staff): the cash in the drawer when the day begins. */
export const OpenTillSchema = z.object({ openingFloat: cashOf('openingFloat') }).strict();
export type OpenTill = z.infer<typeof OpenTillSchema>;

/** `POST /tills/{id}/close`: the cash counted in the drawer at the end of the day. */
export const CloseTillSchema = z.object({ countedCash: cashOf('countedCash') }).strict();
export type CloseTill = z.infer<typeof CloseTillSchema>;

/** `GET /tills?date=` (admin): every till of a Dhaka day. */
export const TillListQuerySchema = z.object({ date: ShopDateSchema }).strict();

/** What a movement of a till's cash is about: the rental, its customer and its bike. */
const TillMovementRentalSchema = z.object({
  _id: z.string(),
  customer: z.object({ _id: z.string(), name: z.string() }),
  bike: z.object({ _id: z.string(), name: z.string() }),
});

const tillMovement = {
  /** The payment's id (in) or the refund's (out). */
  _id: z.string(),
  /** When the cash moved: the payment taken, the refund paid back. */
  at: z.string(),
  /** Whole taka, more than 0; `direction` says whether it went in or out. */
  amount: z.number().int(),
  rental: TillMovementRentalSchema,
  /** Who took the cash or paid it out. */
  by: z.object({ _id: z.string(), name: z.string() }),
};

/**
 * One movement of a till's cash (docs/product/the-counter.md#tills): a cash payment taken into it (`in`, with
 * the counter payment's purpose) or a refund paid back in cash out of it (`out`, with why it was owed back).
 */
export const TillMovementSchema = z.discriminatedUnion('direction', [
  z.object({ direction: z.literal('in'), ...tillMovement, purpose: z.enum(['advance', 'balance', 'deposit']) }),
  z.object({ direction: z.literal('out'), ...tillMovement, reason: RefundReasonSchema }),
]);
export type TillMovement = z.infer<typeof TillMovementSchema>;

/**
 * A till: one staff member's cash drawer for one Dhaka day. `expectedCash` = opening float + cash taken −
 * cash paid out; at closing the count and `difference` (counted − expected) are kept, and it changes no more.
 * `movements` are the cash taken in and paid out, oldest first: they add up to `cashIn` and `cashOut`.
 */
export const TillSchema = z.object({
  _id: z.string(),
  staff: z.object({ _id: z.string(), name: z.string() }),
  /** The Dhaka day, YYYY-MM-DD. */
  date: z.string(),
  status: z.enum(['open', 'closed']),
  openingFloat: z.number().int(),
  cashIn: z.number().int(),
  cashOut: z.number().int(),
  expectedCash: z.number().int(),
  countedCash: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  movements: z.array(TillMovementSchema),
});
export type Till = z.infer<typeof TillSchema>;

/** `GET /counter/day?date=` (staff): a Dhaka day's work at the counter; without `date`, today. */
export const CounterDayQuerySchema = z.object({ date: ShopDateSchema.optional() }).strict();
export type CounterDayQuery = z.infer<typeof CounterDayQuerySchema>;

/** The counter's three lists of a day (docs/product/the-counter.md#the-counters-day). */
export const COUNTER_DAY_LISTS = ['toHandOver', 'returnsDue', 'balancesDue'] as const;
export type CounterDayList = (typeof COUNTER_DAY_LISTS)[number];

/** A rental on one of the day's lists, with what the counter needs to act on it. */
export const CounterDayRentalSchema = z.object({
  _id: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  /** The bike, with the deposit its handover takes (docs/product/handover-and-return.md#deposits). */
  bike: z.object({ _id: z.string(), name: z.string(), deposit: z.number().int() }),
  startTime: z.string(),
  /** The planned return; null: open-ended. */
  endTime: z.string().nullable(),
  returnTime: z.string().nullable(),
  /** Until when a booking waiting for its advance holds the bike. */
  holdExpiresAt: z.string().nullable(),
  /** When the bike left the shop; null while it has not (docs/product/handover-and-return.md#handover). */
  handedOverAt: z.string().nullable(),
  status: RentalStatusSchema,
  isOverdue: z.boolean(),
  /** What the counter can take for this rental now: the advance of a booking waiting for it, or a balance due. */
  due: z.object({ purpose: CounterPurposeSchema, amount: z.number().int() }).nullable(),
});
export type CounterDayRental = z.infer<typeof CounterDayRentalSchema>;

export const CounterDaySchema = z.object({
  /** The Dhaka day, YYYY-MM-DD. */
  date: z.string(),
  /** Whether the day is today in Dhaka (then every overdue rental is among the returns due). */
  isToday: z.boolean(),
  toHandOver: z.array(CounterDayRentalSchema),
  returnsDue: z.array(CounterDayRentalSchema),
  balancesDue: z.array(CounterDayRentalSchema),
});
export type CounterDay = z.infer<typeof CounterDaySchema>;

export const CounterDayResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CounterDaySchema,
});

/** `POST /rentals/{id}/payment-link` (staff): the SMS with the link where the customer pays the advance. */
export const PaymentLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ rentalId: z.string(), phone: z.string() }),
});
