import { randomUUID } from 'node:crypto';
import type { Language } from '@bond/contract/languages';
import type { MessageChannel, MessageTemplate } from '@bond/contract/notifications';
import { smsSegments } from '@bond/contract/sms-segments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { ChannelError, type EmailAttachment, type EmailSender, type SmsGateway } from './channels.ts';
import { emailHtml } from './email/html.ts';
import { queueRentalMessage, type MessageContext } from './outbox.ts';
import * as repo from './outbox.repository.ts';

/**
 * The outbox's worker (docs/product/messages.md#outbox, docs/decisions/017). Every server process runs one; they share the work through
 * PostgreSQL alone. A tick queues the timed messages that fell due (reminders, overdue, lapsed holds), claims
 * due messages with `FOR UPDATE SKIP LOCKED`, sends them and records each outcome. A claim lapses after
 * `claimMs`: a message whose worker died between claiming and recording is claimed again and sent under the
 * same provider reference (`csms_id`, `Message-ID`), which the provider deduplicates.
 */

export type OutboxWorkerOptions = {
  db: Db;
  sms: SmsGateway | null;
  email: EmailSender | null;
  log: FastifyBaseLogger;
  context: MessageContext;
  /** The rental's receipt as an e-mail attachment (the printable receipt page's content), in a language. */
  receipt: (rentalId: string, language: Language) => Promise<EmailAttachment | null>;
  /** Messages claimed per tick (default 25). */
  batchSize?: number;
  /** How long a claim holds before another worker may take the message over (default 2 minutes). */
  claimMs?: number;
  /** Attempts before a message is failed for good (default 6). */
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles, up to `backoffMaxMs` (defaults 30 s and 1 hour). */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
};

export type TickResult = { queued: number; claimed: number; sent: number; retrying: number; failed: number };

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The e-mail's Message-ID: the message's provider reference, so a receiver drops a second copy. */
export const emailMessageId = (reference: string, publicUrl: string) => `<${reference}@${new URL(publicUrl).hostname}>`;

/**
 * A reminder sent after the moment it reminds of is noise, not help (a channel was down, or configured
 * late): it is failed instead. Its `due_at` is the reminder's moment; the moment itself follows by this much.
 */
const REMINDER_LEAD_MS: Partial<Record<MessageTemplate, number>> = {
  pickup_reminder: 60 * 60_000,
  return_reminder: 30 * 60_000,
};

const TOO_LATE = 'Not sent: the moment it reminds of had passed before it could go';
const CODE_EXPIRED = 'Not sent: the code had expired before it could go (the customer asks for a new one)';
const NO_LONGER_TRUE = 'Not sent: the rental changed before it could go (returned, cancelled, extended or paid)';
const RECIPIENT_CHANGED: (template: MessageTemplate) => string = (template) =>
  template === 'email_verification'
    ? 'Not sent: the address was verified, or is no longer the account’s, before it could go'
    : 'Not sent: the address is not verified (or no longer the account’s), and gets nothing but its verification link';

const WAITING_REASON: Record<MessageChannel, string> = {
  sms: 'No SMS gateway is configured (SMS_GATEWAY): the message waits until one is',
  email: 'No SMTP server is configured (SMTP_URL): the message waits until one is',
};

/** The key of a timed cause: a reminder per planned moment (an extension gets its own), the rest once. */
function timedKey(cause: { rentalId: string; template: repo.TimedTemplate; aboutAt: Date }): string {
  const base = `rental:${cause.rentalId}:${cause.template}`;
  return REMINDER_LEAD_MS[cause.template] ? `${base}:${cause.aboutAt.toISOString()}` : base;
}

export function createOutboxWorker(opts: OutboxWorkerOptions) {
  const batchSize = opts.batchSize ?? 25;
  const claimMs = opts.claimMs ?? 120_000;
  const maxAttempts = opts.maxAttempts ?? 6;
  const baseMs = opts.backoffBaseMs ?? 30_000;
  const maxMs = opts.backoffMaxMs ?? 60 * 60_000;
  const channels: MessageChannel[] = [...(opts.sms ? ['sms' as const] : []), ...(opts.email ? ['email' as const] : [])];
  const { db, log } = opts;

  /** Queues the reminders, overdue notices and lapsed-hold messages due at `now`. */
  async function queueTimed(now: Date): Promise<number> {
    let queued = 0;
    for (const cause of await repo.findTimedCauses(db, now, batchSize * 4)) {
      // A transaction each: the limits against floods lock the customer's messages while they count them.
      queued += await db.transaction((tx) =>
        queueRentalMessage(
          tx,
          opts.context,
          cause.rentalId,
          { key: timedKey(cause), facts: { template: cause.template }, aboutAt: cause.aboutAt },
          now,
        ),
      );
    }
    return queued;
  }

  async function deliver(row: repo.MessageRow): Promise<{ providerMessageId: string; segments: number | null }> {
    if (row.channel === 'sms') {
      if (!opts.sms) throw new ChannelError(WAITING_REASON.sms);
      const sent = await opts.sms.send({ msisdn: row.recipient, text: row.body, reference: row.providerReference });
      return { providerMessageId: sent.providerMessageId, segments: sent.segments };
    }
    if (!opts.email) throw new ChannelError(WAITING_REASON.email);
    const attachment = row.attachReceipt && row.rentalId ? await opts.receipt(row.rentalId, row.language) : null;
    const subject = row.subject ?? '';
    const sent = await opts.email.send({
      to: row.recipient,
      subject,
      text: row.body,
      // Rendered with the text; a message queued before that was kept gets one with no links at all.
      html: row.html ?? emailHtml(subject, row.body, row.language),
      messageId: emailMessageId(row.providerReference, opts.context.publicUrl),
      attachments: attachment ? [attachment] : [],
    });
    return { providerMessageId: sent.providerMessageId, segments: null };
  }

  /** Sends one claimed message and records what happened, unless its claim was taken over meanwhile. */
  async function sendOne(row: repo.MessageRow, token: string, now: Date): Promise<'sent' | 'retrying' | 'failed'> {
    const lead = REMINDER_LEAD_MS[row.template];
    if (lead !== undefined && row.aboutAt && now.getTime() >= row.aboutAt.getTime() + lead) {
      await repo.recordFailure(db, row.id, token, { error: TOO_LATE, retryAt: null, now });
      return 'failed';
    }
    // A phone sign-in code's moment is its expiry (docs/decisions/041): after it, the code is useless.
    if (row.template === 'phone_code' && row.aboutAt && now.getTime() >= row.aboutAt.getTime()) {
      await repo.recordFailure(db, row.id, token, { error: CODE_EXPIRED, retryAt: null, now });
      return 'failed';
    }
    if (!(await repo.isStillTrue(db, row, now))) {
      await repo.recordFailure(db, row.id, token, { error: NO_LONGER_TRUE, retryAt: null, now });
      return 'failed';
    }
    if (!(await repo.recipientStillFits(db, row))) {
      await repo.recordFailure(db, row.id, token, { error: RECIPIENT_CHANGED(row.template), retryAt: null, now });
      return 'failed';
    }
    const segments = row.channel === 'sms' ? smsSegments(row.body).segments : null;
    try {
      const sent = await deliver(row);
      await repo.recordSent(db, row.id, token, { ...sent, now: new Date(Math.max(now.getTime(), Date.now())) });
      return 'sent';
    } catch (err) {
      const permanent = err instanceof ChannelError && err.permanent;
      const error = err instanceof Error ? err.message : String(err);
      const retryAt =
        permanent || row.attempts >= maxAttempts
          ? null
          : new Date(now.getTime() + backoffMs(row.attempts, baseMs, maxMs));
      if (!(err instanceof ChannelError)) log.error({ err, messageId: row.id }, 'message send failed unexpectedly');
      else log.warn({ messageId: row.id, channel: row.channel, attempts: row.attempts, error }, 'message not sent');
      await repo.recordFailure(db, row.id, token, { error, retryAt, now, segments });
      return retryAt ? 'retrying' : 'failed';
    }
  }

  /** Claims the messages due at `now` and sends them; answers what became of them. */
  async function sendDue(now: Date): Promise<Omit<TickResult, 'queued'>> {
    const token = randomUUID();
    const claimed = await repo.claimDue(db, { now, limit: batchSize, channels, claimMs, token });
    const result = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
    const outcomes = await Promise.all(claimed.map((row) => sendOne(row, token, now)));
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  /**
   * One round of work at `now` (tests pass their own clock; the loop passes the real one): the timed
   * messages that fell due are queued, the waiting ones of a channel nobody configured say why, and one
   * batch of due messages is sent.
   */
  async function tick(now = new Date()): Promise<TickResult> {
    const queued = await queueTimed(now);
    await repo.failAbandonedClaims(db, now, maxAttempts);
    for (const channel of ['sms', 'email'] as const) {
      if (!channels.includes(channel)) await repo.noteWaiting(db, channel, WAITING_REASON[channel]);
    }
    return { queued, ...(await sendDue(now)) };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  /** One round of the loop and the next one's timer; set by `start`. */
  let loop: (() => Promise<void>) | undefined;
  /** A wake came while a round was running: it sends again before it sleeps. */
  let woken = false;

  /** Ticks every `intervalMs`; while full batches keep coming (or a wake came), sends the next batch at once. */
  function start(intervalMs = 1000): void {
    stopped = false;
    const round = async () => {
      timer = undefined;
      woken = false;
      try {
        let full = (await tick()).claimed === batchSize;
        while ((full || woken) && !stopped) {
          woken = false;
          full = (await sendDue(new Date())).claimed === batchSize;
        }
      } catch (err) {
        log.error({ err }, 'outbox tick failed');
      }
      if (!stopped) timer = setTimeout(() => (running = round()), woken ? 0 : intervalMs);
    };
    loop = round;
    running = round();
  }

  /**
   * A message someone is waiting for was queued (a phone sign-in code, docs/decisions/041): the loop sends now
   * rather than at its next tick. Without a loop (tests tick themselves) nothing happens.
   */
  function wake(): void {
    const round = loop;
    if (!round || stopped) return;
    if (timer) {
      clearTimeout(timer);
      timer = setTimeout(() => (running = round()), 0);
    } else {
      woken = true;
    }
  }

  async function stop(): Promise<void> {
    stopped = true;
    loop = undefined;
    if (timer) clearTimeout(timer);
    await running;
  }

  return { tick, start, stop, wake, channels };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
