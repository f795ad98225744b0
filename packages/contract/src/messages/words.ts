/**
 * The shapes of the catalogues' entries that say more than one sentence (docs/decisions/027): a receipt's
 * fixed words, and why a payment waits for an admin's check. Both catalogues write them.
 */
import type { Role } from '../roles.ts';
import type { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES, SMS_STANDIN_MODES } from '../notifications.ts';
import type { REFUND_REASONS } from '../refunds.ts';

/** The rows of a receipt's lists (receipt.ts lays them out in this order). */
export type ReceiptRowKey =
  | 'status'
  | 'customer'
  | 'bike'
  | 'period'
  | 'booked-on'
  | 'returned'
  | 'time-charged'
  | 'price'
  | 'charge'
  | 'advance'
  | 'deposit'
  | 'balance';

/** The columns of a receipt's payments table. */
export type ReceiptPaymentKey =
  'purpose' | 'amount' | 'gateway' | 'status' | 'gatewayTxnId' | 'started' | 'settled' | 'receivedBy';

/** A receipt's fixed words: titles, headings, the terms of its rows and columns, and the notes under a balance. */
export type ReceiptLabels = {
  title: { customer: string; admin: string };
  number: string;
  phone: string;
  rental: string;
  rows: Record<ReceiptRowKey, string>;
  payments: string;
  paymentsCaption: string;
  noPayments: string;
  columns: Record<ReceiptPaymentKey, string>;
  purpose: { advance: string; rent: string; deposit: string };
  moneyBack: string;
  /** Names the list of the charge's lines. */
  charges: string;
  notRented: string;
  notReturnedYet: string;
  balanceNote: { paid: string; unpaid: string; covered: string; owedBack: string; toPay: string };
};

/**
 * Why a payment waits for an admin's check (docs/product/money-and-refunds.md#payments, refunds.ts's
 * HELD_PAYMENT_REASONS), with what the gateway answered when it is known: an answer not recognised (a short
 * copy of it), or a payment it rated risky (its risk level and title).
 */
export type HeldPaymentReason =
  | { code: 'unrecognised_answer'; answer: string | null }
  | { code: 'risky'; riskLevel: string | null; riskTitle: string | null };

// The values rental words are said from. Written from the contract's lists rather than its zod schemas: a
// schema's messages are catalogue entries, so the catalogue's type cannot rest on a schema's.

/** A rental's state (rentals.ts's RentalStatus). */
export type RentalState = 'pending' | 'booked' | 'active' | 'returned' | 'cancelled' | 'no_show' | 'expired';
/** Money owed back on a rental, as a refund line says it (refunds.ts's RentalRefund). */
export type RefundFacts = {
  status: 'due' | 'refunded';
  refundedAt: string | null;
  amount: number;
  reason: (typeof REFUND_REASONS)[number];
};
/** What the Total Cost cell says (rentals.ts's Rental). */
export type CostFacts = { isReturned: boolean; totalCost: number; refunds: readonly RefundFacts[] };
/** What a rental's charge and balance in a customer's list say. */
export type BalanceFacts = {
  status: RentalState;
  rentalCharge: number | null;
  totalCost: number;
  payment: boolean;
  refunds: readonly Pick<RefundFacts, 'status'>[];
};
export type MessageKind = (typeof MESSAGE_TEMPLATES)[number];
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];
export type MessageStatusName = (typeof MESSAGE_STATUSES)[number];
export type StandinModeName = (typeof SMS_STANDIN_MODES)[number];

/** An account's role (docs/product/accounts-and-roles.md#roles), as a message names it. */
export type RoleName = Role;

/** How money is taken at the counter (docs/product/the-counter.md#counter-payments): counter.ts's COUNTER_METHODS. */
export type CounterMethod = 'cash' | 'bkash_send_money' | 'nagad_send_money' | 'rocket_send_money' | 'card_terminal';
