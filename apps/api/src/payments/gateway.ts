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
  raw: unknown;
};

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

export interface PaymentGateway {
  readonly name: string;
  readonly storeId: string;
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string; raw: unknown }>;
  /** Which transaction a customer's return (or a notification) is about. It proves nothing. */
  transactionOfReturn(body: unknown, query: unknown): string | null;
  verify(tranId: string): Promise<Verification>;
}
