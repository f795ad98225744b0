import { randomBytes } from 'node:crypto';
import { bookingCharge, type KeptQuote } from '@bond/contract/booking-charge';
import { basenameOf } from '@bond/contract/language-paths';
import type { Language, MessageChannel, MessageTemplate } from '@bond/contract/notifications';
import { toMsisdn } from '@bond/contract/phone';
import type { PaperExpiringFacts, ServiceDueFacts } from '@bond/contract/messages/en';
import { receiptPath, shortReceiptPath } from '@bond/contract/receipt';
import type { Executor, Tx } from '../db/client.ts';
import * as repo from './outbox.repository.ts';
import { insertMessages, type NewMessage, type RentalForMessages } from './outbox.repository.ts';
import {
  renderLicenceExpiring,
  renderLoginCode,
  renderMessage,
  renderPaperExpiring,
  renderPhoneCode,
  renderRiderRejected,
  renderServiceDue,
  renderVerificationEmail,
  type MessageFacts,
  type Rendered,
} from './templates.ts';

/**
 * Queueing a message (docs/product/messages.md#outbox): called inside the transaction of the change that causes it, so the message
 * exists exactly when the change does (a rolled-back booking queues nothing). The worker sends it later.
 */

/** What queueing needs beyond the transaction: where customers reach the shop (links in messages). */
export type MessageContext = { publicUrl: string };

/** Reminders follow the customer's choice; everything else goes whatever they chose. */
const REMINDERS: ReadonlySet<MessageTemplate> = new Set(['pickup_reminder', 'return_reminder']);
/**
 * Sent by SMS and e-mail both: in Bangladesh a booking is confirmed by SMS, an overdue bike is urgent, the
 * handover's readings and deposit are the rider's record of how the bike left, on the phone in their hand, and
 * a booking moved to another bike must reach the rider before they come for the old one.
 */
const BOTH_CHANNELS: ReadonlySet<MessageTemplate> = new Set([
  'booking_confirmed',
  'overdue',
  'handed_over',
  'rental_moved',
]);
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
 * Only by e-mail, and only to a verified address (decision 023): a lapsed hold costs nobody anything to cause,
 * so it is never an SMS to whatever number a profile holds, nor mail to an address nobody proved theirs.
 */
const VERIFIED_EMAIL_ONLY: ReadonlySet<MessageTemplate> = new Set(['booking_expired']);

/**
 * Only by SMS: the payment link staff send from the counter (docs/product/the-counter.md#payment-link-by-sms)
 * goes to the phone the customer stands with, to pay now.
 */
const SMS_ONLY: ReadonlySet<MessageTemplate> = new Set(['payment_link']);

/**
 * The channels a message goes by (decisions 017 and 023): reminders by the customer's choice
 * (SMS, e-mail or none); a booking confirmation, an overdue notice and a handover by both; receipts and money messages
 * by e-mail where the customer has an address, else by SMS; a lapsed hold by e-mail only; a payment link by
 * SMS only. An address the customer has not verified counts as no address: it gets nothing but its
 * verification link, and a reminder chosen by e-mail goes by SMS until it is verified.
 */
export function channelsFor(
  template: MessageTemplate,
  customer: Pick<RentalForMessages, 'email' | 'emailVerified' | 'reminderChannel'>,
): MessageChannel[] {
  const hasEmail = Boolean(customer.email) && customer.emailVerified;
  if (REMINDERS.has(template)) {
    if (customer.reminderChannel === 'none') return [];
    return customer.reminderChannel === 'email' && !hasEmail ? ['sms'] : [customer.reminderChannel];
  }
  if (VERIFIED_EMAIL_ONLY.has(template)) return hasEmail ? ['email'] : [];
  if (SMS_ONLY.has(template)) return ['sms'];
  if (BOTH_CHANNELS.has(template)) return hasEmail ? ['sms', 'email'] : ['sms'];
  return hasEmail ? ['email'] : ['sms'];
}

/** SMS of one kind a customer may be sent in an hour (decision 023); more are kept, failed, with the reason. */
export const SMS_PER_KIND_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

const OVER_SMS_LIMIT = `Not sent: this customer was sent ${SMS_PER_KIND_PER_HOUR} SMS of this kind within the hour (the limit that keeps an account from flooding a phone)`;
const OVER_REMINDER_LIMIT =
  'Not sent: this rental had a return reminder within the hour (one an hour, whatever the extensions)';

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
  rendered: Rendered & { html: string; language: NewMessage['language'] },
  now: Date,
): NewMessage {
  const base = {
    createdAt: now,
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
      html: rendered.html,
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
 * Why a message may not go, by the limits against floods (decision 023), or null: one return reminder a
 * rental an hour, and `SMS_PER_KIND_PER_HOUR` SMS of a kind a customer. Asked under the customer's message
 * lock, so several processes agree.
 */
async function limitReason(tx: Tx, row: NewMessage, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - HOUR_MS);
  if (row.template === 'return_reminder' && row.rentalId) {
    if (await repo.hasRecentReturnReminder(tx, row.rentalId, since)) return OVER_REMINDER_LIMIT;
  }
  if (row.channel === 'sms' && row.userId) {
    if ((await repo.countRecentSms(tx, row.userId, row.template, since)) >= SMS_PER_KIND_PER_HOUR)
      return OVER_SMS_LIMIT;
  }
  return null;
}

/** Rows over a limit are kept as failed, with the reason: never lost without a word, never sent. */
async function withinLimits(tx: Tx, rows: NewMessage[], userId: string, now: Date): Promise<NewMessage[]> {
  const limited = rows.filter(
    (r) => r.status !== 'failed' && (r.channel === 'sms' || r.template === 'return_reminder'),
  );
  if (limited.length === 0) return rows;
  await repo.lockCustomerMessages(tx, userId);
  return Promise.all(
    rows.map(async (row) => {
      if (!limited.includes(row)) return row;
      const reason = await limitReason(tx, row, now);
      return reason ? { ...row, status: 'failed' as const, lastError: reason } : row;
    }),
  );
}

/**
 * Queues the messages one cause about a rental sends, rendered now in the customer's language, in the
 * caller's transaction; `now` is when (the worker's clock for timed messages). Answers how many were queued
 * (0 when the same cause was queued before).
 */
export async function queueRentalMessage(
  tx: Tx,
  ctx: MessageContext,
  rentalId: string,
  cause: Cause,
  now = new Date(),
): Promise<number> {
  const rental = await repo.findRentalForMessages(tx, rentalId);
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
      plannedCharge: plannedCharge(rental),
      totalCost: rental.totalCost,
    },
    cause.facts,
    {
      rental: onShop(ctx, receiptPath(rental.rentalId)),
      rentalShort: onShop(ctx, shortReceiptPath(rental.rentalId)),
      bike: onShop(ctx, `/allbikes/${encodeURIComponent(rental.bikeId)}`),
    },
  );
  const rows = channels.map((channel) => messageRow(rental, cause, channel, rendered, now));
  return insertMessages(tx, await withinLimits(tx, rows, rental.userId, now));
}

/** What the planned period costs in all, as the rental's receipt lists it; null while open-ended. */
function plannedCharge(rental: RentalForMessages): number | null {
  if (!rental.end) return null;
  const priced = {
    startTime: rental.start,
    pricePerHour: rental.pricePerHour,
    quote: rental.quote as KeptQuote | null,
  };
  return bookingCharge(priced, rental.end).total;
}

/** The page a verification link opens, in the customer's language: `/verify-email?token=…`, `/bn/verify-email?…`. */
export function verificationLink(ctx: MessageContext, language: Language, token: string): string {
  return onShop(ctx, `${basenameOf(language)}/verify-email?token=${encodeURIComponent(token)}`);
}

/**
 * Queues the e-mail that verifies an account's address (decision 023), in the caller's transaction: the one
 * e-mail an unverified address gets. Each request is its own message (the limits on asking are the caller's).
 */
export async function queueVerificationEmail(
  tx: Tx,
  ctx: MessageContext,
  account: { id: string; email: string; language: Language },
  token: string,
  now = new Date(),
): Promise<number> {
  const rendered = renderVerificationEmail(account.language, verificationLink(ctx, account.language, token));
  return insertMessages(tx, [
    {
      idempotencyKey: `user:${account.id}:email_verification:${now.getTime()}`,
      userId: account.id,
      channel: 'email',
      template: 'email_verification',
      language: rendered.language,
      recipient: account.email,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      providerReference: newProviderReference(),
      createdAt: now,
    },
  ]);
}

/** The rider a review's outcome goes to. */
export type RiderRecipient = {
  id: string;
  phone: string;
  email: string;
  emailVerified: boolean;
  language: Language;
};

/**
 * Queues a message to a rider about their papers (docs/product/riders-on-file.md), in the caller's
 * transaction: by SMS, and by e-mail too to a verified address, with the link to the rider's profile. `key`
 * names the cause: a message whose key was queued before is not queued again.
 */
async function queueRiderMessage(
  tx: Executor,
  ctx: MessageContext,
  rider: RiderRecipient,
  message: {
    key: string;
    template: 'rider_rejected' | 'licence_expiring' | 'paper_expiring' | 'service_due';
    render: (link: string) => Rendered & { html: string; language: Language };
  },
): Promise<number> {
  const rendered = message.render(onShop(ctx, `${basenameOf(rider.language)}/dashboard`));
  const base = { userId: rider.id, template: message.template, language: rendered.language };
  const msisdn = toMsisdn(rider.phone);
  const rows: NewMessage[] = [
    msisdn
      ? {
          ...base,
          idempotencyKey: `${message.key}:sms`,
          channel: 'sms',
          recipient: msisdn,
          body: rendered.sms,
          providerReference: newProviderReference(),
        }
      : {
          ...base,
          idempotencyKey: `${message.key}:sms`,
          channel: 'sms',
          recipient: rider.phone,
          body: rendered.sms,
          providerReference: newProviderReference(),
          status: 'failed',
          lastError: `${rider.phone || 'No number'} is not a Bangladeshi mobile number (such as 01712345678), so no SMS can be sent`,
        },
  ];
  if (rider.email && rider.emailVerified) {
    rows.push({
      ...base,
      idempotencyKey: `${message.key}:email`,
      channel: 'email',
      recipient: rider.email,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      providerReference: newProviderReference(),
    });
  }
  return insertMessages(tx, rows);
}

/** Tells a rider why their ID and licence were rejected (docs/product/riders-on-file.md#review); each rejection is its own cause. */
export const queueRiderRejected = (
  tx: Executor,
  ctx: MessageContext,
  rider: RiderRecipient,
  rejection: { reason: string; at: Date },
) =>
  queueRiderMessage(tx, ctx, rider, {
    key: `user:${rider.id}:rider_rejected:${rejection.at.getTime()}`,
    template: 'rider_rejected',
    render: (link) => renderRiderRejected(rider.language, rejection.reason, link),
  });

/** Reminds a rider that their approved licence expires on `expiry`: once per rider and expiry date. */
export const queueLicenceExpiring = (tx: Executor, ctx: MessageContext, rider: RiderRecipient, expiry: string) =>
  queueRiderMessage(tx, ctx, rider, {
    key: `user:${rider.id}:licence_expiring:${expiry}`,
    template: 'licence_expiring',
    render: (link) => renderLicenceExpiring(rider.language, expiry, link),
  });

/**
 * Reminds an admin that a paper of a bike expires on `facts.expiry` (docs/product/fleet-calendar.md#papers):
 * once per admin, bike, paper, expiry date and reminder (`daysBefore`, 15 or 1). By SMS and by e-mail: an
 * admin's address is the shop's own, as for the login codes.
 */
export const queuePaperExpiring = (
  tx: Executor,
  ctx: MessageContext,
  admin: RiderRecipient,
  facts: Omit<PaperExpiringFacts, 'link'> & { bikeId: string; daysBefore: number },
) =>
  queueRiderMessage(
    tx,
    ctx,
    { ...admin, emailVerified: admin.email !== '' },
    {
      key: `user:${admin.id}:paper_expiring:${facts.bikeId}:${facts.paper}:${facts.expiry}:${facts.daysBefore}`,
      template: 'paper_expiring',
      render: (link) => renderPaperExpiring(admin.language, facts, link),
    },
  );

/**
 * Reminds an admin that a bike is due a service (docs/product/fleet-calendar.md#service-log): once per admin,
 * bike and last service (`lastServiceId`, null before the first), by SMS and e-mail.
 */
export const queueServiceDue = (
  tx: Executor,
  ctx: MessageContext,
  admin: RiderRecipient,
  facts: Omit<ServiceDueFacts, 'link'> & { bikeId: string; lastServiceId: string | null },
) =>
  queueRiderMessage(
    tx,
    ctx,
    { ...admin, emailVerified: admin.email !== '' },
    {
      key: `user:${admin.id}:service_due:${facts.bikeId}:${facts.lastServiceId ?? 'none'}`,
      template: 'service_due',
      render: (link) => renderServiceDue(admin.language, facts, link),
    },
  );

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
    html: rendered.html,
    providerReference: newProviderReference(),
  };
  return insertMessages(tx, [sms, email]);
}

/** The priority of a phone sign-in code's SMS: claimed before every other due message (docs/decisions/041). */
export const PHONE_CODE_PRIORITY = 1;

/**
 * Queues a customer's phone sign-in code (docs/product/accounts-and-roles.md#phone-sign-in) as one SMS to
 * the number asked for, in the caller's transaction (the one that stores the code), due at once and ahead of
 * every other message. `msisdn` comes from a number already read as a Bangladeshi mobile number: no code is
 * ever queued for anything else. The code's expiry is the message's moment: a code SMS that could not go
 * before it is failed, not sent. `userId`: the number's account, if it has one.
 */
export async function queuePhoneCode(
  tx: Executor,
  code: { phone: string; userId: string | null; language: Language; code: string; expiresAt: Date; now?: Date },
): Promise<number> {
  const msisdn = toMsisdn(code.phone);
  if (!msisdn) throw new Error('a phone code for a number that is not a Bangladeshi mobile number');
  const rendered = renderPhoneCode(code.language, code.code);
  return insertMessages(tx, [
    {
      idempotencyKey: `phone:${msisdn}:phone_code:${randomBytes(8).toString('hex')}:sms`,
      userId: code.userId,
      channel: 'sms',
      template: 'phone_code',
      language: rendered.language,
      recipient: msisdn,
      body: rendered.sms,
      providerReference: newProviderReference(),
      priority: PHONE_CODE_PRIORITY,
      aboutAt: code.expiresAt,
      ...(code.now ? { createdAt: code.now, dueAt: code.now } : {}),
    },
  ]);
}
