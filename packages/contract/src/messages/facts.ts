/**
 * The parameters of the messages the shop sends customers by SMS and e-mail (docs/product/messages.md#message-kinds, docs/decisions/027): the
 * facts of a rental and of what happened to it, and the links the customer acts on. The catalogues write
 * each message from them; the API's outbox gathers them (apps/api/src/notifications).
 */

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

/** What a return's bill tells (docs/product/handover-and-return.md#the-bill): its total, and the deposit's use. */
export type ReturnBillFacts = { total: number; depositApplied: number; depositRefund: number };

/** What one cause adds to the rental's facts. */
export type MessageFacts =
  | { template: 'booking_confirmed' | 'pickup_reminder' | 'return_reminder' | 'overdue' }
  /** The return recorded; with the bill's totals when it was taken with readings (the deposit settled). */
  | { template: 'return_recorded'; bill?: ReturnBillFacts }
  | { template: 'booking_expired' }
  | { template: 'booking_cancelled'; advance: 'returned' | 'kept' | 'not paid'; byShop: boolean }
  | { template: 'payment_received'; amount: number }
  /** The bike left the shop (docs/product/handover-and-return.md#handover): its readings and the deposit held. */
  | ({ template: 'handed_over' } & HandoverFacts)
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
