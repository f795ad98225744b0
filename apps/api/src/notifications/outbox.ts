import { randomBytes } from 'node:crypto';
import type { Language, MessageChannel, MessageTemplate } from '@bond/contract/notifications';
import { toMsisdn } from '@bond/contract/phone';
import { receiptPath, shortReceiptPath } from '@bond/contract/receipt';
import type { Executor } from '../db/client.ts';
import { findRentalForMessages, insertMessages, type NewMessage, type RentalForMessages } from './outbox.repository.ts';
import { renderLoginCode, renderMessage, type MessageFacts, type Rendered } from './templates.ts';

/**
 * Queueing a message (D22): called inside the transaction of the change that causes it, so the message
 * exists exactly when the change does (a rolled-back booking queues nothing). The worker sends it later.
 */

/** What queueing needs beyond the transaction: where customers reach the shop (links in messages). */
export type MessageContext = { publicUrl: string };

/** Reminders follow the customer's choice; everything else goes whatever they chose. */
const REMINDERS: ReadonlySet<MessageTemplate> = new Set(['pickup_reminder', 'return_reminder']);
/** Sent by SMS and e-mail both: in Bangladesh a booking is confirmed by SMS, and an overdue bike is urgent. */
const BOTH_CHANNELS: ReadonlySet<MessageTemplate> = new Set(['booking_confirmed', 'overdue']);
/** E-mails that carry the rental's receipt. */
const WITH_RECEIPT: ReadonlySet<MessageTemplate> = new Set([
  'booking_confirmed',
  'return_recorded',
  'payment_received',
  'refund_recorded',
  'booking_cancelled',
  'payment_owed_back',
]);

/**
 * The channels a message goes by (D22, issue 12 item 5): reminders by the customer's choice (SMS, e-mail or
 * none); a booking confirmation and an overdue notice by both; receipts and money messages by e-mail where
 * the customer has an address, else by SMS (every account has an e-mail address today; the rule stays for
 * accounts made at the counter by phone).
 */
export function channelsFor(
  template: MessageTemplate,
  customer: Pick<RentalForMessages, 'email' | 'reminderChannel'>,
): MessageChannel[] {
  if (REMINDERS.has(template)) return customer.reminderChannel === 'none' ? [] : [customer.reminderChannel];
  if (BOTH_CHANNELS.has(template)) return customer.email ? ['sms', 'email'] : ['sms'];
  return customer.email ? ['email'] : ['sms'];
}

/** What caused a message: one row per (cause, channel). */
export type Cause = {
  /** e.g. `rental:<id>:booking_confirmed`, `payment:<id>:payment_received`. */
  key: string;
  facts: MessageFacts;
  /** A timed message's moment (a reminder's, an overdue notice's): it is due then. Default: due now. */
  aboutAt?: Date;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A message's provider reference, the same on every attempt (decision 017): `BBR` and 17 random base62
 * characters, 20 in all (SSL Wireless's `csms_id` allows 20 letters and digits). Random, not the row's id, so
 * it never repeats: not after a restored backup, not between a shop's staging and live databases.
 */
export function newProviderReference(): string {
  const bytes = randomBytes(17);
  return `BBR${Array.from(bytes, (b) => BASE62[b % 62]).join('')}`;
}

/** An absolute address on the shop (links leave the shop's pages). */
const onShop = (ctx: MessageContext, path: string) => `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;

function messageRow(
  rental: RentalForMessages,
  cause: Cause,
  channel: MessageChannel,
  rendered: Rendered & { language: NewMessage['language'] },
): NewMessage {
  const base = {
    idempotencyKey: `${cause.key}:${channel}`,
    rentalId: rental.rentalId,
    userId: rental.userId,
    channel,
    template: cause.facts.template,
    language: rendered.language,
    providerReference: newProviderReference(),
    ...(cause.aboutAt ? { aboutAt: cause.aboutAt, dueAt: cause.aboutAt } : {}),
  };
  if (channel === 'email') {
    return {
      ...base,
      recipient: rental.email,
      subject: rendered.subject,
      body: rendered.text,
      attachReceipt: WITH_RECEIPT.has(cause.facts.template),
    };
  }
  const msisdn = toMsisdn(rental.phone);
  if (msisdn) return { ...base, recipient: msisdn, body: rendered.sms };
  // Kept, and visible to admins as failed: nobody can send an SMS to this number, however often they try.
  return {
    ...base,
    recipient: rental.phone,
    body: rendered.sms,
    status: 'failed',
    lastError: `${rental.phone} is not a Bangladeshi mobile number (such as 01712345678), so no SMS can be sent`,
  };
}

/**
 * Queues the messages one cause about a rental sends, rendered now in the customer's language, in the
 * caller's transaction. Answers how many were queued (0 when the same cause was queued before).
 */
export async function queueRentalMessage(
  tx: Executor,
  ctx: MessageContext,
  rentalId: string,
  cause: Cause,
): Promise<number> {
  const rental = await findRentalForMessages(tx, rentalId);
  if (!rental) return 0;
  const channels = channelsFor(cause.facts.template, rental);
  if (channels.length === 0) return 0;
  const rendered = renderMessage(
    rental.language,
    {
      rentalId: rental.rentalId,
      bikeId: rental.bikeId,
      customerName: rental.customerName,
      bikeName: rental.bikeName,
      start: rental.start,
      end: rental.end,
      returnTime: rental.returnTime,
      pricePerHour: rental.pricePerHour,
      rentalCharge: rental.rentalCharge,
      totalCost: rental.totalCost,
    },
    cause.facts,
    {
      rental: onShop(ctx, receiptPath(rental.rentalId)),
      rentalShort: onShop(ctx, shortReceiptPath(rental.rentalId)),
      bike: onShop(ctx, `/allbikes/${encodeURIComponent(rental.bikeId)}`),
    },
  );
  return insertMessages(
    tx,
    channels.map((channel) => messageRow(rental, cause, channel, rendered)),
  );
}

/** The account a login code goes to: its own phone and e-mail address, never an address given with the login. */
export type CodeRecipient = { id: string; email: string; phone: string; language: Language };

/**
 * Queues an admin's one-time login code (docs/decisions/022) by SMS to the account's phone and by e-mail to
 * its address, in the caller's transaction. Each code is a cause of its own (a random part in its key).
 */
export async function queueLoginCode(tx: Executor, account: CodeRecipient, code: string): Promise<number> {
  const rendered = renderLoginCode(account.language, code);
  const key = `user:${account.id}:login_code:${randomBytes(8).toString('hex')}`;
  const base = {
    userId: account.id,
    template: 'login_code' as const,
    language: rendered.language,
  };
  const msisdn = toMsisdn(account.phone);
  const sms: NewMessage = msisdn
    ? {
        ...base,
        idempotencyKey: `${key}:sms`,
        channel: 'sms',
        recipient: msisdn,
        body: rendered.sms,
        providerReference: newProviderReference(),
      }
    : {
        ...base,
        idempotencyKey: `${key}:sms`,
        channel: 'sms',
        recipient: account.phone,
        body: rendered.sms,
        providerReference: newProviderReference(),
        status: 'failed',
        lastError: `${account.phone} is not a Bangladeshi mobile number (such as 01712345678), so no SMS can be sent`,
      };
  const email: NewMessage = {
    ...base,
    idempotencyKey: `${key}:email`,
    channel: 'email',
    recipient: account.email,
    subject: rendered.subject,
    body: rendered.text,
    providerReference: newProviderReference(),
  };
  return insertMessages(tx, [sms, email]);
}
