import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { standinTransactions } from '../../db/schema.ts';
import { renderAutoPost, renderCheckout, renderMessage, AUTOPOST_SCRIPT } from './standin-pages.ts';

/**
 * A local stand-in of the aamarPay service (D9): the JSON create-payment call, the hosted checkout page
 * with Pay, Fail and Cancel, and the transaction-search call. It keeps its own book of transactions in
 * the database, so it works with several server processes. Tests flip the switches to play a
 * misbehaving or malicious gateway.
 */
export type StandinSwitches = {
  /** Added to the amount the transaction search reports (a tampered amount). */
  verifyAmountDelta: number;
  /** The transaction search reports this gateway id instead of the real one (a reused id). */
  verifyGatewayTxnId: string | null;
  /** The transaction search reports this currency. */
  verifyCurrency: string | null;
  /**
   * While set, the transaction search gives no answer until this promise settles (a silent gateway): the
   * test holds it for as long as the shop should wait in vain, then releases it.
   */
  verifyHold: Promise<void> | null;
  /** create-payment answers this instead of a payment URL. */
  createReply: 'ok' | 'invalid-store' | 'invalid-key' | 'server-error';
  /** The transaction search reports this risk level (and a risk title) instead of aamarPay's usual null. */
  verifyRiskLevel: string | null;
  /**
   * The transaction search answers something that is not a transaction: aamarPay's bare refusal of a
   * store (`{"status":"Invalid Store ID"}`), or an HTML error page with HTTP 200.
   */
  verifyReply: 'ok' | 'invalid-store' | 'error-page';
};

export const defaultSwitches = (): StandinSwitches => ({
  verifyAmountDelta: 0,
  verifyGatewayTxnId: null,
  verifyCurrency: null,
  verifyHold: null,
  createReply: 'ok',
  verifyRiskLevel: null,
  verifyReply: 'ok',
});

export type StandinOptions = {
  /** Shared with the app (app.aamarpayStandin.switches), so that tests can flip them. */
  switches: StandinSwitches;
  storeId: string;
  signatureKey: string;
  /** How browsers reach the stand-in, e.g. http://localhost:3000/aamarpay */
  publicBaseUrl: () => string;
  /**
   * The shop's own origin: the only place the stand-in sends a customer's browser back to. A payment
   * asking to return anywhere else is refused, so the stand-in cannot be used to bounce people elsewhere.
   */
  shopOrigin: string;
};

const RETURN_FIELDS = ['success_url', 'fail_url', 'cancel_url'] as const;

/** Whether an address is on the given origin (scheme, host and port). */
function onOrigin(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === origin;
  } catch {
    return false;
  }
}

const CreateSchema = z.object({
  store_id: z.string().min(1),
  signature_key: z.string().min(1),
  tran_id: z.string().min(1).max(32),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  currency: z.enum(['BDT', 'USD']),
  success_url: z.url(),
  fail_url: z.url(),
  cancel_url: z.url(),
  desc: z.string().min(1),
  cus_name: z.string().min(1),
  cus_email: z.string().min(1),
  cus_phone: z.string().min(1),
  // aamarPay's JSON create call requires the customer's address, second line, city and country.
  cus_add1: z.string().min(1),
  cus_add2: z.string().min(1),
  cus_city: z.string().min(1),
  cus_country: z.string().min(1),
  cus_state: z.string().optional(),
  cus_postcode: z.string().optional(),
  opt_a: z.string().optional(),
  opt_b: z.string().optional(),
  opt_c: z.string().optional(),
  opt_d: z.string().optional(),
  type: z.literal('json'),
});

/** What the stand-in keeps of the customer and the merchant's optional fields (echoed back later). */
type StoredCustomer = {
  name: string;
  email: string;
  phone: string;
  add1?: string;
  add2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  opts?: Partial<Record<'opt_a' | 'opt_b' | 'opt_c' | 'opt_d', string>>;
};

/** aamarPay's timestamps: "YYYY-MM-DD HH:MM:SS". */
const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

export default async function aamarpayStandin(app: FastifyInstance, opts: StandinOptions) {
  const { switches } = opts;
  await app.register(formbody);

  const track = () => `AAM${Date.now()}${randomBytes(6).toString('hex')}`;
  const pgTxnId = () => `SND${randomBytes(8).toString('hex').toUpperCase()}`;

  app.post('/jsonpost.php', { schema: { hide: true } }, async (request, reply) => {
    if (switches.createReply === 'server-error')
      return reply.status(503).type('text/html').send('<h1>Service Unavailable</h1>');
    const parsed = CreateSchema.safeParse(request.body);
    if (!parsed.success) {
      return Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0] ?? 'request'), `${String(i.path[0])} is invalid or missing`]),
      );
    }
    const p = parsed.data;
    const foreign = RETURN_FIELDS.filter((field) => !onOrigin(p[field], opts.shopOrigin));
    if (foreign.length) {
      return Object.fromEntries(
        foreign.map((field) => [field, `${field} must be an address of the merchant's own site`]),
      );
    }
    // aamarPay answers a bad credential with a bare JSON string.
    const bare = (text: string) => reply.type('application/json; charset=utf-8').send(JSON.stringify(text));
    if (p.store_id !== opts.storeId || switches.createReply === 'invalid-store') return bare('Invalid Store ID');
    if (p.signature_key !== opts.signatureKey || switches.createReply === 'invalid-key')
      return bare('Invalid Signature Key');
    const t = track();
    const inserted = await app.db
      .insert(standinTransactions)
      .values({
        track: t,
        storeId: p.store_id,
        tranId: p.tran_id,
        amount: p.amount,
        currency: p.currency,
        description: p.desc,
        successUrl: p.success_url,
        failUrl: p.fail_url,
        cancelUrl: p.cancel_url,
        customer: {
          name: p.cus_name,
          email: p.cus_email,
          phone: p.cus_phone,
          add1: p.cus_add1,
          add2: p.cus_add2,
          city: p.cus_city,
          state: p.cus_state,
          postcode: p.cus_postcode,
          country: p.cus_country,
          opts: { opt_a: p.opt_a, opt_b: p.opt_b, opt_c: p.opt_c, opt_d: p.opt_d },
        } satisfies StoredCustomer,
      })
      .onConflictDoNothing()
      .returning({ track: standinTransactions.track });
    if (inserted.length === 0) return { tran_id: 'Dublicate Transaction ID Provided By You.' };
    return { result: 'true', payment_url: `${opts.publicBaseUrl()}/paynow.php?track=${t}` };
  });

  async function findByTrack(t: unknown) {
    if (typeof t !== 'string' || !/^AAM[0-9a-f]+$/.test(t)) return undefined;
    const [row] = await app.db.select().from(standinTransactions).where(eq(standinTransactions.track, t)).limit(1);
    return row;
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get('/autopost.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTOPOST_SCRIPT),
  );

  app.get('/paynow.php', { schema: { hide: true } }, async (request, reply) => {
    const row = await findByTrack((request.query as Record<string, unknown>).track);
    if (!row) return html(reply, 404, renderMessage('Payment not found', 'This payment link is not valid.'));
    if (row.status !== 'initiated') {
      return html(reply, 409, renderMessage('Payment already completed', `This payment was already ${row.status}.`));
    }
    return html(reply, 200, renderCheckout(row));
  });

  /** The buttons of the checkout page. The browser is returned the way aamarPay returns it. */
  app.post('/paynow.php', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const row = await findByTrack(body.track);
    if (!row) return html(reply, 404, renderMessage('Payment not found', 'This payment link is not valid.'));
    const action = body.action;
    if (action !== 'pay' && action !== 'fail' && action !== 'cancel') {
      return html(reply, 400, renderMessage('Unknown action', 'Choose Pay, Fail or Cancel.'));
    }
    const status = action === 'pay' ? 'successful' : action === 'fail' ? 'failed' : 'cancelled';
    const pg = action === 'pay' ? pgTxnId() : null;
    if (![row.successUrl, row.failUrl, row.cancelUrl].every((address) => onOrigin(address, opts.shopOrigin))) {
      return html(reply, 400, renderMessage('Payment refused', 'This payment would return you to another site.'));
    }
    const updated = await app.db
      .update(standinTransactions)
      .set({ status, pgTxnId: pg, completedAt: new Date() })
      .where(and(eq(standinTransactions.track, row.track), eq(standinTransactions.status, 'initiated')))
      .returning();
    const done = updated[0];
    if (!done)
      return html(reply, 409, renderMessage('Payment already completed', `This payment was already ${row.status}.`));
    if (status === 'cancelled') return reply.redirect(done.cancelUrl, 303);
    const customer = done.customer as StoredCustomer;
    const paid = status === 'successful';
    const amount = Number(done.amount);
    const charge = paid ? Math.round(amount * 0.015 * 100) / 100 : 0;
    // The fields aamarPay posts back to success_url (and, for a failed payment, to fail_url), as its
    // integration guide lists them. It posts no status code and no signature.
    const fields: Record<string, string> = {
      pg_service_charge_bdt: charge.toFixed(2),
      pg_service_charge_usd: 'Not-Available',
      pg_card_bank_name: '',
      pg_card_bank_country: '',
      card_number: paid ? '01XXXXXXXXX' : '',
      card_holder: '',
      cus_phone: customer.phone,
      desc: done.description,
      success_url: done.successUrl,
      fail_url: done.failUrl,
      cus_name: customer.name,
      cus_email: customer.email,
      currency_merchant: done.currency,
      convertion_rate: '',
      ip_address: request.ip,
      other_currency: done.amount,
      pay_status: paid ? 'Successful' : 'Failed',
      pg_txnid: done.pgTxnId ?? '',
      epw_txnid: done.pgTxnId ?? '',
      mer_txnid: done.tranId,
      store_id: done.storeId,
      merchant_id: done.storeId,
      currency: done.currency,
      store_amount: (amount - charge).toFixed(2),
      pay_time: stamp(new Date()),
      amount: done.amount,
      bank_txn: paid ? `BNK${randomBytes(5).toString('hex').toUpperCase()}` : '',
      card_type: 'bKash-bKash',
      pg_card_risklevel: '',
      pg_error_code_details: paid ? 'true' : 'Payment declined by the wallet',
      opt_a: customer.opts?.opt_a ?? '',
      opt_b: customer.opts?.opt_b ?? '',
      opt_c: customer.opts?.opt_c ?? '',
    };
    return html(reply, 200, renderAutoPost(status === 'successful' ? done.successUrl : done.failUrl, fields));
  });

  async function transactionSearch(params: Record<string, unknown>) {
    const { request_id: requestId, store_id: storeId, signature_key: key } = params;
    if (
      typeof requestId !== 'string' ||
      typeof storeId !== 'string' ||
      typeof key !== 'string' ||
      params.type !== 'json'
    ) {
      return { status: 'request_id, store_id, signature_key and type=json are required' };
    }
    if (switches.verifyHold) await switches.verifyHold;
    if (switches.verifyReply === 'invalid-store') return { status: 'Invalid Store ID' };
    if (switches.verifyReply === 'error-page') return '<html><body><h1>Something went wrong</h1></body></html>';
    if (storeId !== opts.storeId || key !== opts.signatureKey) return { status: 'Invalid Store ID or Signature Key' };
    const [row] = await app.db
      .select()
      .from(standinTransactions)
      .where(and(eq(standinTransactions.storeId, storeId), eq(standinTransactions.tranId, requestId)))
      .limit(1);
    if (!row) return { status: 'Invalid Request ID' };
    const payStatus = { initiated: 'Pending', successful: 'Successful', failed: 'Failed', cancelled: 'Cancelled' }[
      row.status
    ];
    const paid = row.status === 'successful';
    const amount = (Number(row.amount) + switches.verifyAmountDelta).toFixed(2);
    const customer = row.customer as StoredCustomer;
    const na = (v: string | undefined) => (v ? v : 'Not-Available');
    const charge = paid ? Math.round(Number(amount) * 0.015 * 100) / 100 : 0;
    // The shape of aamarPay's search-transaction answer (and its IPN payload): every value a string, and
    // "Not-Available" or null where it has nothing to say; `risk_level` is null for an ordinary payment.
    return {
      pg_txnid: switches.verifyGatewayTxnId ?? row.pgTxnId ?? '',
      mer_txnid: row.tranId,
      risk_title: switches.verifyRiskLevel === null ? 'Not-Available' : 'Suspicious transaction',
      risk_level: switches.verifyRiskLevel,
      cus_name: customer.name,
      cus_email: customer.email,
      cus_phone: customer.phone,
      cus_add1: customer.add1 ?? '',
      cus_add2: customer.add2 ?? '',
      cus_city: customer.city ?? '',
      cus_state: customer.state ?? '',
      cus_postcode: customer.postcode ?? '',
      cus_country: customer.country ?? '',
      cus_fax: '',
      ship_name: null,
      ship_add1: null,
      ship_add2: null,
      ship_city: null,
      ship_state: null,
      ship_postcode: null,
      ship_country: null,
      desc: row.description,
      merchant_id: row.storeId,
      store_id: row.storeId,
      amount,
      amount_bdt: amount,
      pay_status: payStatus,
      status_code: paid ? '2' : row.status === 'initiated' ? '0' : '7',
      status_title: paid ? 'Successful Transaction' : `${payStatus} Transaction`,
      cardnumber: paid ? '01XXXXXXXXX' : '',
      approval_code: paid ? (row.pgTxnId ?? '') : '',
      payment_processor: 'bKash',
      bank_trxid: paid ? (row.pgTxnId ?? '') : '',
      payment_type: 'bKash-bKash',
      error_code: paid ? '0000' : '',
      error_title: 'Not-Available',
      bin_country: 'Not-Available',
      bin_issuer: 'Not-Available',
      bin_cardtype: 'Not-Available',
      bin_cardcategory: 'Not-Available',
      date: stamp(row.createdAt),
      date_processed: row.completedAt ? stamp(row.completedAt) : '',
      amount_currency: amount,
      rec_amount: (Number(amount) - charge).toFixed(2),
      processing_ratio: paid ? '1.50' : '0.00',
      processing_charge: charge.toFixed(2),
      ip: '',
      currency: switches.verifyCurrency ?? row.currency,
      currency_merchant: switches.verifyCurrency ?? row.currency,
      convertion_rate: 'Not-Available',
      opt_a: na(customer.opts?.opt_a),
      opt_b: na(customer.opts?.opt_b),
      opt_c: na(customer.opts?.opt_c),
      opt_d: na(customer.opts?.opt_d),
      // The merchant's settlement, not the customer's payment: aamarPay's sample of a successful payment
      // reads PENDING and Not-Paid-Yet here.
      verify_status: 'PENDING',
      call_type: 'Post-Method',
      email_send: '1',
      doc_recived: 'NO',
      checkout_status: 'Not-Paid-Yet',
    };
  }

  app.get('/api/v1/trxcheck/request.php', { schema: { hide: true } }, async (request) =>
    transactionSearch(request.query as Record<string, unknown>),
  );
  app.post('/api/v1/trxcheck/request.php', { schema: { hide: true } }, async (request) =>
    transactionSearch({
      ...(request.query as Record<string, unknown>),
      ...((request.body ?? {}) as Record<string, unknown>),
    }),
  );
}
