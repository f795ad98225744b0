/**
 * The parameters of the messages the shop sends customers by SMS and e-mail (docs/product/messages.md#message-kinds, docs/decisions/027): the
 * facts of a rental and of what happened to it, and the links the customer acts on. The catalogues write
 * each message from them; the API's outbox gathers them (apps/api/src/notifications).
 */

import { smsSegments } from '../sms-segments.ts';

/** The facts about a rental that messages mention. */
export type RentalFacts = {
  rentalId: string;
  bikeId: string;
  customerName: string;
  bikeName: string;
  start: Date;
  /** The planned return; null: open-ended. */
  end: Date | null;
  returnTime: Date | null;
  pricePerHour: number;
  rentalCharge: number | null;
  /**
   * What the planned period costs in all, as the rental's receipt lists it (the booking's own quote: add-ons
   * and the coupon counted); null while open-ended.
   */
  plannedCharge: number | null;
  /** rentalCharge − advance; negative: owed to the customer. */
  totalCost: number;
};

/** What the handover message tells: when the bike left, its readings and the deposit held (whole taka). */
export type HandoverFacts = { at: Date; odometerKm: number; fuelEighths: number; helmets: number; deposit: number };

/** A bill's line as a message tells it: its kind, its words in both languages, its amount in whole taka. */
export type BillLineFacts = { kind: string; label: { en: string; bn: string }; amount: number };

/**
 * What a return's bill tells (docs/product/handover-and-return.md#the-bill): its total, the deposit's use,
 * and its lines (the e-mail lists each; the SMS sums them by kind where they fit).
 */
export type ReturnBillFacts = {
  total: number;
  depositApplied: number;
  depositRefund: number;
  lines?: readonly BillLineFacts[];
};

/** The parts of a bill's total an SMS names, in this order: the rent (time, rules, add-ons, coupon), then each extra. */
export const BILL_SMS_PARTS = ['rent', 'late', 'fuel', 'helmet', 'charge'] as const;
export type BillSmsPart = (typeof BILL_SMS_PARTS)[number];

/**
 * A bill's total in parts for an SMS: the rent, the late fee, fuel, helmets and charges, each summed, the
 * parts with nothing left out; empty when the bill is its rent alone (the total says it all).
 */
export function billSmsParts(lines: readonly BillLineFacts[]): { part: BillSmsPart; amount: number }[] {
  const sums = new Map<BillSmsPart, number>();
  for (const line of lines) {
    const part: BillSmsPart | undefined = ['time', 'rule', 'addon', 'coupon'].includes(line.kind)
      ? 'rent'
      : (BILL_SMS_PARTS as readonly string[]).includes(line.kind)
        ? (line.kind as BillSmsPart)
        : undefined;
    if (part) sums.set(part, (sums.get(part) ?? 0) + line.amount);
  }
  const parts = BILL_SMS_PARTS.filter((part) => (sums.get(part) ?? 0) !== 0).map((part) => ({
    part,
    amount: sums.get(part)!,
  }));
  return parts.some((p) => p.part !== 'rent') ? parts : [];
}

/** What one cause adds to the rental's facts. */
export type MessageFacts =
  | { template: 'booking_confirmed' | 'pickup_reminder' | 'return_reminder' | 'overdue' }
  /** The return recorded; with the bill's totals when it was taken with readings (the deposit settled). */
  | { template: 'return_recorded'; bill?: ReturnBillFacts }
  | { template: 'booking_expired' }
  /** `closed`: cancelled because the shop is closed then (docs/product/fleet-calendar.md#closures). */
  | {
      template: 'booking_cancelled';
      advance: 'returned' | 'kept' | 'not paid';
      byShop: boolean;
      closed?: { start: Date; end: Date };
    }
  | { template: 'payment_received'; amount: number }
  /** The bike left the shop (docs/product/handover-and-return.md#handover): its readings and the deposit held. */
  | ({ template: 'handed_over' } & HandoverFacts)
  /** The booking moved to another bike (the rental's facts name the new one): the bike it had. */
  | { template: 'rental_moved'; fromBike: string }
  /** A booking waiting for its advance: the link to pay it online, by the end of the hold (`payBy`). */
  | { template: 'payment_link'; payBy: Date }
  | { template: 'refund_recorded'; amount: number; method: string; reference: string }
  | { template: 'payment_owed_back'; amount: number; why: 'lapsed' | 'cancelled' | 'duplicate' | 'refused' };

/**
 * Where the customer acts on the message (absolute addresses: they leave the shop's pages): the rental's
 * page, its short form for SMS (`/r/<first 8 of the id>`, so a message fits one segment), the bike's page.
 */
export type MessageLinks = { rental: string; rentalShort: string; bike: string };

/** A message about a rental: its facts and its links. */
export type RentalMessage = { rental: RentalFacts; links: MessageLinks };

/** A message as it goes out: the SMS, and the e-mail's subject and plain text. */
export type Rendered = { sms: string; subject: string; text: string };

/** The most SMS parts a return's message may take with its bill's parts in it: two, in either language. */
export const BILL_SMS_MAX_PARTS = 2;

/**
 * The SMS with the bill's parts when it stays within BILL_SMS_MAX_PARTS, else the one without them. The
 * marks the API may put around its links (NUL characters, taken out before a message is sent) are not counted.
 */
export function smsWithBillParts(withParts: string, without: string): string {
  return smsSegments(withParts.replaceAll('\u0000', '')).segments <= BILL_SMS_MAX_PARTS ? withParts : without;
}
