import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newPgTxnId, returnFields, searchAnswer } from './standin-answers.ts';
import { renderAutoPost, renderCheckout, renderMessage, AUTOPOST_SCRIPT } from './standin-pages.ts';
import * as book from './standin.repository.ts';

/**
 * A local stand-in of the aamarPay service (docs/product/money-and-refunds.md#payments): the JSON create-payment call, the hosted checkout page
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

type CreateRequest = z.infer<typeof CreateSchema>;

const newTrack = () => `AAM${Date.now()}${randomBytes(6).toString('hex')}`;

/** aamarPay answers a bad credential with a bare JSON string. */
const bare = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(text));

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The stand-in's routes, as aamarPay serves them; each handler is one named step below. */
export default async function aamarpayStandin(app: FastifyInstance, opts: StandinOptions) {
  await app.register(formbody);
  const hide = { schema: { hide: true } };
  app.post('/jsonpost.php', hide, (request, reply) => createPayment(app.db, opts, request, reply));
  app.get('/autopost.js', hide, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTOPOST_SCRIPT),
  );
  app.get('/paynow.php', hide, (request, reply) => showCheckout(app.db, request, reply));
  app.post('/paynow.php', hide, (request, reply) => completeCheckout(app.db, opts, request, reply));
  app.get('/api/v1/trxcheck/request.php', hide, async (request) =>
    searchTransaction(app.db, opts, request.query as Record<string, unknown>),
  );
  app.post('/api/v1/trxcheck/request.php', hide, async (request) =>
    searchTransaction(app.db, opts, {
      ...(request.query as Record<string, unknown>),
      ...((request.body ?? {}) as Record<string, unknown>),
    }),
  );
}

/** Why a create-payment request is refused, in aamarPay's words, or null when it is acceptable. */
function refusal(reply: FastifyReply, opts: StandinOptions, p: CreateRequest) {
  const foreign = RETURN_FIELDS.filter((field) => !onOrigin(p[field], opts.shopOrigin));
  if (foreign.length) {
    return Object.fromEntries(
      foreign.map((field) => [field, `${field} must be an address of the merchant's own site`]),
    );
  }
  if (p.store_id !== opts.storeId || opts.switches.createReply === 'invalid-store')
    return bare(reply, 'Invalid Store ID');
  if (p.signature_key !== opts.signatureKey || opts.switches.createReply === 'invalid-key')
    return bare(reply, 'Invalid Signature Key');
  return null;
}

/** The JSON create-payment call: checks the request, records the transaction, answers the checkout's address. */
async function createPayment(db: Db, opts: StandinOptions, request: FastifyRequest, reply: FastifyReply) {
  if (opts.switches.createReply === 'server-error')
    return reply.status(503).type('text/html').send('<h1>Service Unavailable</h1>');
  const parsed = CreateSchema.safeParse(request.body);
  if (!parsed.success) {
    return Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0] ?? 'request'), `${String(i.path[0])} is invalid or missing`]),
    );
  }
  const p = parsed.data;
  const refused = refusal(reply, opts, p);
  if (refused) return refused;
  const track = newTrack();
  const recorded = await book.insertTransaction(db, {
    track,
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
    },
  });
  if (!recorded) return { tran_id: 'Dublicate Transaction ID Provided By You.' };
  return { result: 'true', payment_url: `${opts.publicBaseUrl()}/paynow.php?track=${track}` };
}

async function findByTrack(db: Db, track: unknown) {
  if (typeof track !== 'string' || !/^AAM[0-9a-f]+$/.test(track)) return undefined;
  return book.findByTrack(db, track);
}

const notFoundPage = (reply: FastifyReply) =>
  html(reply, 404, renderMessage('Payment not found', 'This payment link is not valid.'));
const completedPage = (reply: FastifyReply, status: string) =>
  html(reply, 409, renderMessage('Payment already completed', `This payment was already ${status}.`));

/** The hosted checkout page with Pay, Fail and Cancel. */
async function showCheckout(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const row = await findByTrack(db, (request.query as Record<string, unknown>).track);
  if (!row) return notFoundPage(reply);
  if (row.status !== 'initiated') return completedPage(reply, row.status);
  return html(reply, 200, renderCheckout(row));
}

const OUTCOMES = { pay: 'successful', fail: 'failed', cancel: 'cancelled' } as const;

/** The checkout page's buttons. The browser is returned the way aamarPay returns it. */
async function completeCheckout(db: Db, opts: StandinOptions, request: FastifyRequest, reply: FastifyReply) {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const row = await findByTrack(db, body.track);
  if (!row) return notFoundPage(reply);
  const action = body.action;
  if (action !== 'pay' && action !== 'fail' && action !== 'cancel') {
    return html(reply, 400, renderMessage('Unknown action', 'Choose Pay, Fail or Cancel.'));
  }
  if (![row.successUrl, row.failUrl, row.cancelUrl].every((address) => onOrigin(address, opts.shopOrigin))) {
    return html(reply, 400, renderMessage('Payment refused', 'This payment would return you to another site.'));
  }
  const done = await book.completeTransaction(db, row.track, OUTCOMES[action], action === 'pay' ? newPgTxnId() : null);
  if (!done) return completedPage(reply, row.status);
  if (done.status === 'cancelled') return reply.redirect(done.cancelUrl, 303);
  const to = done.status === 'successful' ? done.successUrl : done.failUrl;
  return html(reply, 200, renderAutoPost(to, returnFields(done, request.ip)));
}

/** The transaction search (request.php), as the adapter's verification asks it. */
async function searchTransaction(db: Db, opts: StandinOptions, params: Record<string, unknown>) {
  const { switches } = opts;
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
  const row = await book.findByTranId(db, storeId, requestId);
  if (!row) return { status: 'Invalid Request ID' };
  return searchAnswer(row, {
    amountDelta: switches.verifyAmountDelta,
    gatewayTxnId: switches.verifyGatewayTxnId,
    currency: switches.verifyCurrency,
    riskLevel: switches.verifyRiskLevel,
  });
}
