import { randomBytes } from 'node:crypto';
import type { StandinTransaction, StoredCustomer } from './standin.repository.ts';

/**
 * What the stand-in says about a transaction, in aamarPay's own shapes (decision 007): the fields posted
 * back to the shop after the checkout, and the transaction search's answer.
 */

/**
 * The stand-in's own transaction id of a paid transaction (aamarPay's `pg_txnid`). `entropy` is given only by
 * the demo history, which makes its payments deterministically.
 */
export const newPgTxnId = (entropy: Uint8Array = randomBytes(8)) =>
  `SND${Buffer.from(entropy).toString('hex').toUpperCase()}`;

/** aamarPay's timestamps: "YYYY-MM-DD HH:MM:SS". */
const stamp = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

/** aamarPay's service charge on a payment: 1.5 %. */
const serviceCharge = (amount: number) => Math.round(amount * 0.015 * 100) / 100;

/** How the search answer may be tampered with (the test switches of a misbehaving gateway). */
export type SearchTampering = {
  amountDelta: number;
  gatewayTxnId: string | null;
  currency: string | null;
  riskLevel: string | null;
};

/**
 * The fields aamarPay posts back to success_url (and, for a failed payment, to fail_url), as its
 * integration guide lists them. It posts no status code and no signature.
 */
export function returnFields(done: StandinTransaction, customerIp: string): Record<string, string> {
  const customer = done.customer as StoredCustomer;
  const paid = done.status === 'successful';
  const amount = Number(done.amount);
  const charge = paid ? serviceCharge(amount) : 0;
  return {
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
    ip_address: customerIp,
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
}

const PAY_STATUS = { initiated: 'Pending', successful: 'Successful', failed: 'Failed', cancelled: 'Cancelled' };

/**
 * The shape of aamarPay's search-transaction answer (and its IPN payload): every value a string, and
 * "Not-Available" or null where it has nothing to say; `risk_level` is null for an ordinary payment.
 */
export function searchAnswer(row: StandinTransaction, tampering: SearchTampering) {
  const payStatus = PAY_STATUS[row.status];
  const paid = row.status === 'successful';
  const amount = (Number(row.amount) + tampering.amountDelta).toFixed(2);
  const customer = row.customer as StoredCustomer;
  const na = (v: string | undefined) => (v ? v : 'Not-Available');
  const charge = paid ? serviceCharge(Number(amount)) : 0;
  const currency = tampering.currency ?? row.currency;
  return {
    pg_txnid: tampering.gatewayTxnId ?? row.pgTxnId ?? '',
    mer_txnid: row.tranId,
    risk_title: tampering.riskLevel === null ? 'Not-Available' : 'Suspicious transaction',
    risk_level: tampering.riskLevel,
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
    currency,
    currency_merchant: currency,
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
