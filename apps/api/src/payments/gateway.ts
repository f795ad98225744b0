import type { DepositHoldState } from '@bond/contract/deposit-holds';
/**
 * What every payment gateway adapter offers (docs/product/money-and-refunds.md#payments). Adapters only find and
 * verify payments; the settle step in payments.service.ts is the same for every gateway.
 */

export type CreatePaymentInput = {
  tranId: string;
  amount: number;
  currency: 'BDT';
  description: string;
  customer: { name: string; email: string; phone: string; address: string };
  urls: { success: string; fail: string; cancel: string };
};

/**
 * `unrecognised`: the gateway answered, but not in a shape the adapter knows (a wrong key, an error page, a
 * changed reply). Nothing can be concluded from it: the payment stays pending and an admin is asked to look.
 */
export type VerifyOutcome = 'paid' | 'pending' | 'failed' | 'cancelled' | 'unrecognised';

export type Verification = {
  outcome: VerifyOutcome;
  /** The transaction id the gateway reports; must equal ours. */
  tranId: string | null;
  gatewayTxnId: string | null;
  /** The amount as the gateway reports it, in taka (may have decimals). */
  amount: string | null;
  currency: string | null;
  storeId: string | null;
  /**
   * The gateway's own risk verdict on a payment it reports as paid: null when it has none (aamarPay answers
   * `risk_level: null` for an ordinary payment). A payment with a risk level is held for an admin.
   */
  riskLevel: string | null;
  /**
   * Why the gateway refused the payment, as a code the shop says to the customer (bKash's status codes mapped
   * in bkash.ts); null when it did not refuse or gave no reason.
   */
  problem?: GatewayProblem | null;
  raw: unknown;
};

/** The reasons of a gateway's refusal the shop tells a customer apart (docs/product/money-and-refunds.md#paying-with-bkash). */
export const GATEWAY_PROBLEMS = ['insufficient_balance', 'wrong_pin', 'declined'] as const;
export type GatewayProblem = (typeof GATEWAY_PROBLEMS)[number];

export type GatewayErrorKind = 'duplicate' | 'auth' | 'rejected' | 'timeout' | 'network' | 'bad_response';

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly raw?: unknown,
  ) {
    super(message);
  }
}

/** A payment as an adapter needs to name it to its gateway: our transaction id, and the gateway's own id if any. */
export type GatewayPaymentRef = { tranId: string; gatewayRef: string | null };

export interface PaymentGateway {
  readonly name: string;
  readonly storeId: string;
  /**
   * Opens a checkout. `gatewayRef`: the gateway's own id of it, where the gateway has one before the customer
   * pays (bKash's paymentID); the shop keeps it to ask about the payment later.
   */
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string; raw: unknown; gatewayRef?: string }>;
  /** Which transaction a customer's return (or a notification) is about. It proves nothing. */
  transactionOfReturn(body: unknown, query: unknown): string | null;
  verify(payment: GatewayPaymentRef): Promise<Verification>;
  /**
   * Takes the money of a checkout the customer approved, where the gateway waits for the shop to do so
   * (bKash's execute); absent where the customer's own Pay takes it (aamarPay). Called at most once per
   * payment (payments.charge_asked_at): an answer that does not come is followed by `verify`, never by a
   * second call.
   */
  charge?(payment: GatewayPaymentRef & { gatewayRef: string }): Promise<Verification>;
  /**
   * Sends money of a paid payment back to the customer through the gateway, where it has a refund call
   * (bKash). Throws a GatewayError when the gateway refuses or does not answer: whether a refund was made is
   * then asked with `refundOf`.
   */
  refund?(payment: PaidPaymentRef, request: { amount: number; reason: string; sku: string }): Promise<GatewayRefund>;
  /** The latest refund the gateway made of a paid payment, or null when it made none. */
  refundOf?(payment: PaidPaymentRef): Promise<GatewayRefund | null>;
}

/** A payment the gateway took: its checkout id and the gateway's transaction id. */
export type PaidPaymentRef = { tranId: string; gatewayRef: string; gatewayTxnId: string };

/** A refund the gateway made: its own id of the refund, and how much it sent back. */
export type GatewayRefund = { refundId: string; amount: string; raw: unknown };

/**
 * Where a deposit held in the rider's bKash wallet stands (docs/product/money-and-refunds.md#deposits-held-by-bkash):
 * `pending` (not approved or not executed yet), `held` (authorized: the money is the rider's, kept from them),
 * `captured` (taken, in part or whole), `released` (voided), `failed` (refused, cancelled or lapsed).
 */
export type HoldState = DepositHoldState;
export type Hold = { state: HoldState; amount: string | null; trxId: string | null; raw: unknown };

/**
 * bKash's authorization intent, for deposits: a checkout that, once executed, keeps the money in the rider's
 * wallet without taking it, until the shop captures some of it or voids it.
 */
export type BkashHolds = {
  /** Opens an authorization checkout for `input.amount`, like a sale's (our transaction id as the invoice). */
  holdDeposit(input: CreatePaymentInput): Promise<{ redirectUrl: string; gatewayRef: string; raw: unknown }>;
  /** Executes an approved authorization, once; an answer that does not come is followed by `holdOf`. */
  confirmHold(ref: GatewayPaymentRef & { gatewayRef: string }): Promise<Hold>;
  holdOf(ref: GatewayPaymentRef & { gatewayRef: string }): Promise<Hold>;
  /** Takes `amount` (at most the held amount) of a held deposit; the rest stays the rider's. */
  capture(ref: GatewayPaymentRef & { gatewayRef: string }, amount: number): Promise<Hold>;
  /** Gives a held deposit back whole. */
  release(ref: GatewayPaymentRef & { gatewayRef: string }): Promise<Hold>;
};

/** The gateways a shop has (app.paymentGateways, docs/product/money-and-refunds.md#choosing-a-gateway). */
export type PaymentGateways = {
  /** The gateways offered to customers, in the order they see them. */
  offered: readonly PaymentGateway[];
  /**
   * The adapter of the gateway a payment went through, offered or not: a payment made before the shop
   * stopped offering its gateway is still verified through it while the gateway is configured.
   */
  byName(name: string): PaymentGateway | undefined;
  /** The gateway a customer chose, or the first offered when they named none; undefined when not offered. */
  choose(name?: string): PaymentGateway | undefined;
  /** bKash's holds of deposits, when bKash is configured (docs/product/handover-and-return.md#deposits-held-in-bkash). */
  holds?: BkashHolds | undefined;
};
