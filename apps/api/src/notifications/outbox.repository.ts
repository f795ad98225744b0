import type {
  MessageChannel,
  MessageStatus,
  MessageTemplate,
  NotificationListQuery,
} from '@bond/contract/notifications';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client.ts';
import { withTotal, type PageWindow } from '../db/pages.ts';
import { awaitingPickup, holdLapsedUnpaid, isOut, isOverdue } from '../db/rental-states.ts';
import { bikes, messages, rentals, users } from '../db/schema.ts';

/** Drizzle queries of the outbox (docs/product/messages.md#outbox); the rules of when and how live in outbox.ts and worker.ts. */

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** Queues messages; one whose idempotency key is already queued or sent is left as it is. */
export async function insertMessages(tx: Executor, rows: NewMessage[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  return inserted.length;
}

/** A rental with what its messages mention, and its customer's address book and choices. */
export async function findRentalForMessages(tx: Executor, rentalId: string) {
  const [row] = await tx
    .select({
      rentalId: rentals.id,
      bikeId: rentals.bikeId,
      userId: rentals.userId,
      start: rentals.startTime,
      end: rentals.endTime,
      returnTime: rentals.returnTime,
      pricePerHour: rentals.pricePerHour,
      rentalCharge: rentals.rentalCharge,
      totalCost: rentals.totalCost,
      /** The booking's quote (booking-charge.ts's KeptQuote), null for one made before quotes. */
      quote: rentals.quote,
      bikeName: bikes.name,
      customerName: users.name,
      email: users.email,
      phone: users.phone,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      reminderChannel: users.reminderChannel,
      language: users.language,
    })
    .from(rentals)
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(users, eq(users.id, rentals.userId))
    .where(eq(rentals.id, rentalId))
    .limit(1)
    // The rows the messages will reference, locked as their insert would lock them, but now: before the
    // customer's message lock (`lockCustomerMessages`), in the order every caller takes them.
    .for('key share', { of: [rentals, users] });
  return row;
}
export type RentalForMessages = NonNullable<Awaited<ReturnType<typeof findRentalForMessages>>>;

/** When the latest message of a template about a rental was queued (whatever became of it), or null. */
export async function lastQueuedAbout(tx: Executor, rentalId: string, template: MessageTemplate): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date | null>`max(${messages.createdAt})`.mapWith(messages.createdAt) })
    .from(messages)
    .where(and(eq(messages.rentalId, rentalId), eq(messages.template, template)));
  return row?.at ?? null;
}

/** Any number: the class of the advisory locks that queue a customer's limited messages one at a time. */
const CUSTOMER_MESSAGES_LOCK = 2323;

/**
 * Queues a customer's limited messages one transaction at a time (decision 023): held to the end of the
 * transaction, so two processes counting the customer's recent SMS cannot both see room for one more.
 */
export async function lockCustomerMessages(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_MESSAGES_LOCK}, hashtext(${userId}))`);
}

/** Not counted against a limit: a message that never went (failed, or refused by a limit itself). */
const notFailed = sql`${messages.status} <> 'failed'`;

/** The customer's SMS of one kind queued after `since` and not failed (decision 023's limit per hour). */
export async function countRecentSms(
  tx: Executor,
  userId: string,
  template: MessageTemplate,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.template, template),
        eq(messages.channel, 'sms'),
        notFailed,
        sql`${messages.createdAt} > ${since}`,
      ),
    );
  return row?.n ?? 0;
}

const recentReturnReminder = (since: Date) =>
  sql`${messages.template} = 'return_reminder' and ${notFailed} and ${messages.createdAt} > ${since}`;

/** Whether the rental had a return reminder queued after `since` that did not fail (one an hour, decision 023). */
export async function hasRecentReturnReminder(tx: Executor, rentalId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.rentalId, rentalId), sql`${recentReturnReminder(since)}`))
    .limit(1);
  return row !== undefined;
}

/** When the customer's messages of a kind were queued after `since`, oldest first (the verification e-mail's limits). */
export async function recentMessageTimes(
  tx: Executor,
  userId: string,
  template: MessageTemplate,
  since: Date,
): Promise<Date[]> {
  const rows = await tx
    .select({ at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.template, template), sql`${messages.createdAt} > ${since}`))
    .orderBy(messages.createdAt);
  return rows.map((r) => r.at);
}

/**
 * Whether an e-mail may still go to its recipient (decision 023): the verification link while the address is
 * the account's and unverified; anything else while it is the account's and verified.
 */
export async function recipientStillFits(db: Executor, message: MessageRow): Promise<boolean> {
  if (message.channel !== 'email' || !message.userId) return true;
  // An admin's login code goes to the account's own address whatever its state: it carries nothing but the
  // shop's code, and an admin whose address was never verified must still be able to log in (decision 022).
  const verified =
    message.template === 'email_verification'
      ? sql`${users.emailVerifiedAt} is null`
      : message.template === 'login_code'
        ? sql`true`
        : sql`${users.emailVerifiedAt} is not null`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, message.userId), eq(users.email, message.recipient), verified))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims up to `limit` messages due at `now` on the given channels for `claimMs`: queued ones whose time has
 * come, and sending ones whose claim lapsed (their worker died or hung); a higher priority first (a phone
 * sign-in code never waits behind reminders or retries, docs/decisions/041), then the longest due. Rows another worker is claiming
 * right now are skipped, not waited for, so any number of processes share the work.
 */
export async function claimDue(
  db: Db,
  opts: { now: Date; limit: number; channels: MessageChannel[]; claimMs: number; token: string },
): Promise<MessageRow[]> {
  if (opts.channels.length === 0) return [];
  const until = new Date(opts.now.getTime() + opts.claimMs);
  const channels = sql.join(
    opts.channels.map((c) => sql`${c}`),
    sql`, `,
  );
  const due = sql`select ${messages.id} from ${messages}
    where ${messages.channel} in (${channels})
      and ((${messages.status} = 'queued' and ${messages.dueAt} <= ${opts.now})
        or (${messages.status} = 'sending' and ${messages.claimedUntil} <= ${opts.now}))
    order by ${messages.priority} desc nulls last, ${messages.dueAt}
    limit ${opts.limit}
    for update skip locked`;
  return db
    .update(messages)
    .set({
      status: 'sending',
      claimToken: opts.token,
      claimedUntil: until,
      attempts: sql`${messages.attempts} + 1`,
      updatedAt: opts.now,
    })
    .where(sql`${messages.id} in (${due})`)
    .returning();
}

/** The claim still held by `token`: an outcome recorded after the claim lapsed and was taken over is dropped. */
const heldBy = (id: number, token: string) =>
  and(eq(messages.id, id), eq(messages.status, 'sending'), eq(messages.claimToken, token));

export async function recordSent(
  db: Executor,
  id: number,
  token: string,
  sent: { providerMessageId: string; segments: number | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({
      status: 'sent',
      providerMessageId: sent.providerMessageId,
      segments: sent.segments,
      sentAt: sent.now,
      lastError: null,
      claimToken: null,
      claimedUntil: null,
      updatedAt: sent.now,
    })
    .where(heldBy(id, token))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** A failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function recordFailure(
  db: Executor,
  id: number,
  token: string,
  failure: { error: string; retryAt: Date | null; now: Date; segments?: number | null },
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({
      status: failure.retryAt ? 'queued' : 'failed',
      dueAt: failure.retryAt ?? sql`${messages.dueAt}`,
      lastError: failure.error.slice(0, 1000),
      ...(failure.segments !== undefined ? { segments: failure.segments } : {}),
      claimToken: null,
      claimedUntil: null,
      updatedAt: failure.now,
    })
    .where(heldBy(id, token))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** Says on the queued messages of a channel that nobody configured why they wait. */
export async function noteWaiting(db: Executor, channel: MessageChannel, reason: string): Promise<void> {
  await db
    .update(messages)
    .set({ lastError: reason })
    .where(
      and(
        eq(messages.channel, channel),
        eq(messages.status, 'queued'),
        sql`${messages.lastError} is distinct from ${reason}`,
      ),
    );
}

/**
 * An admin sends a failed message again: queued, due now, with a fresh round of attempts. A reminder whose
 * moment has passed (`staleAfter` of its template) stays failed: it would only arrive late.
 */
export async function retryFailed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ status: 'queued', dueAt: now, attempts: 0, updatedAt: now })
    .where(and(eq(messages.id, id), eq(messages.status, 'failed'), sql`not ${reminderPassed(now)}`))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** A reminder whose moment (the pickup, the planned return) has come: sending it now would only be late. */
export const reminderPassed = (now: Date) =>
  sql<boolean>`((${messages.template} = 'pickup_reminder' and ${messages.aboutAt} + interval '1 hour' <= ${now})
    or (${messages.template} = 'return_reminder' and ${messages.aboutAt} + interval '30 minutes' <= ${now}))`;

const listColumns = {
  id: messages.id,
  rentalId: messages.rentalId,
  userId: messages.userId,
  customerName: users.name,
  channel: messages.channel,
  template: messages.template,
  language: messages.language,
  recipient: messages.recipient,
  subject: messages.subject,
  body: messages.body,
  status: messages.status,
  attempts: messages.attempts,
  lastError: messages.lastError,
  providerMessageId: messages.providerMessageId,
  segments: messages.segments,
  dueAt: messages.dueAt,
  sentAt: messages.sentAt,
  createdAt: messages.createdAt,
};
export type ListedMessage = {
  [K in keyof typeof listColumns]: K extends 'customerName'
    ? string | null
    : (typeof messages.$inferSelect)[Exclude<K, 'customerName'> & keyof MessageRow];
};

export type MessageFilters = Pick<NotificationListQuery, 'status' | 'channel' | 'template' | 'rental' | 'customer'>;

function listWhere(f: MessageFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(messages.status, f.status));
  if (f.channel) parts.push(eq(messages.channel, f.channel));
  if (f.template) parts.push(eq(messages.template, f.template));
  if (f.rental) parts.push(eq(messages.rentalId, f.rental));
  if (f.customer) parts.push(eq(messages.userId, f.customer));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** A page of the outbox, newest first. */
export async function listMessages(db: Executor, filters: MessageFilters, page: PageWindow) {
  const where = listWhere(filters);
  return withTotal(
    db,
    messages,
    where,
    db
      .select(listColumns)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.userId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function findListedMessage(db: Executor, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.id, id))
    .limit(1);
  return row;
}

/** Counts by status, for the worker's log and the benchmark. */
export async function countByStatus(db: Executor): Promise<Partial<Record<MessageStatus, number>>> {
  const rows = await db
    .select({ status: messages.status, n: sql<number>`count(*)::int` })
    .from(messages)
    .groupBy(messages.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The messages that time alone causes, with no change to write them with. */
export type TimedTemplate = Extract<
  MessageTemplate,
  'pickup_reminder' | 'return_reminder' | 'overdue' | 'booking_expired'
>;

/**
 * The rentals whose timed message (docs/product/messages.md#reminder-choice) is due at `now` and not yet queued: the pickup reminder an hour
 * before a paid booking's start (not for bookings made within that hour: their confirmation just went), the
 * return reminder 30 minutes before the planned return of a rental out on rent, the overdue notice once the
 * rental is overdue, and the lapsed hold of a booking never paid: the states read at `now` through
 * `db/rental-states.ts`, as every other query reads them. Old causes (a day or more) are
 * left alone, so a shop that starts sending messages does not flood its customers with stale ones.
 */
export async function findTimedCauses(db: Executor, now: Date, limit: number) {
  const hour = 60 * 60_000;
  const soon = new Date(now.getTime() + hour);
  const halfHourAhead = new Date(now.getTime() + 30 * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * hour);
  const queued = (template: TimedTemplate, moment: SQL) =>
    sql`not exists (select 1 from ${messages} where ${messages.rentalId} = ${rentals.id} and ${messages.template} = ${template} and ${messages.aboutAt} = ${moment})`;
  const anyQueued = (template: TimedTemplate) =>
    sql`not exists (select 1 from ${messages} where ${messages.rentalId} = ${rentals.id} and ${messages.template} = ${template})`;
  const wantsReminders = sql`${users.reminderChannel} <> 'none' and ${users.deactivatedAt} is null`;
  const pickupMoment = sql`${rentals.startTime} - interval '1 hour'`;
  const returnMoment = sql`${rentals.endTime} - interval '30 minutes'`;
  // Decision 023: no reminder of a return set inside its own window (an extension made within the last half
  // hour before the new return), and one return reminder a rental an hour, whatever the extensions.
  const returnSetBefore = sql`coalesce(${rentals.endSetAt}, ${rentals.createdAt}) <= ${returnMoment}`;
  const hourAgo = new Date(now.getTime() - hour);
  const noRecentReturnReminder = sql`not exists (select 1 from ${messages} where ${messages.rentalId} = ${rentals.id} and ${recentReturnReminder(hourAgo)})`;

  const cause = (template: TimedTemplate, moment: SQL, where: SQL) =>
    db
      .select({ rentalId: rentals.id, template: sql<TimedTemplate>`${template}::text`, aboutAt: sql<Date>`${moment}` })
      .from(rentals)
      .innerJoin(users, eq(users.id, rentals.userId))
      .where(where)
      .limit(limit);

  const [pickups, returns, overdue, lapsed] = await Promise.all([
    cause(
      'pickup_reminder',
      pickupMoment,
      sql`${awaitingPickup()} and ${rentals.startTime} > ${now} and ${rentals.startTime} <= ${soon}
        and ${rentals.createdAt} <= ${pickupMoment} and ${wantsReminders} and ${queued('pickup_reminder', pickupMoment)}`,
    ),
    cause(
      'return_reminder',
      returnMoment,
      sql`${isOut(now)} and ${rentals.endTime} > ${now}
        and ${rentals.endTime} <= ${halfHourAhead} and ${wantsReminders} and ${queued('return_reminder', returnMoment)}
        and ${returnSetBefore} and ${noRecentReturnReminder}`,
    ),
    cause(
      'overdue',
      sql`${rentals.endTime}`,
      sql`${isOverdue(now)} and ${rentals.endTime} > ${dayAgo}
        and ${anyQueued('overdue')}`,
    ),
    cause(
      'booking_expired',
      sql`${rentals.holdExpiresAt}`,
      sql`${holdLapsedUnpaid(now)} and ${rentals.holdExpiresAt} > ${dayAgo} and ${anyQueued('booking_expired')}`,
    ),
  ]);
  return [...pickups, ...returns, ...overdue, ...lapsed].map((c) => ({ ...c, aboutAt: new Date(c.aboutAt) }));
}

/**
 * Whether a timed message still holds when it is about to go (a channel was down, or it waited for a retry):
 * a reminder while its booking still has that moment; an overdue notice while the bike is still out past that
 * planned return; a lapsed hold while the booking was never paid after all.
 */
export async function isStillTrue(db: Executor, message: MessageRow, now: Date): Promise<boolean> {
  if (!message.rentalId || !message.aboutAt) return true;
  const at = message.aboutAt;
  const holds: Partial<Record<MessageTemplate, SQL>> = {
    pickup_reminder: sql`${awaitingPickup()} and ${rentals.startTime} = ${at}::timestamptz + interval '1 hour'`,
    return_reminder: sql`${rentals.status} = 'booked' and ${rentals.endTime} = ${at}::timestamptz + interval '30 minutes'`,
    overdue: sql`${isOverdue(now)} and ${rentals.endTime} = ${at}`,
    booking_expired: holdLapsedUnpaid(now),
  };
  const condition = holds[message.template];
  if (!condition) return true;
  const [row] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.id, message.rentalId), condition))
    .limit(1);
  return row !== undefined;
}

/** Claims whose worker stopped `max` times in a row (the message itself may stop it): failed, not tried again. */
export async function failAbandonedClaims(db: Executor, now: Date, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({
      status: 'failed',
      lastError: `Not sent: ${maxAttempts} attempts ended without an answer (the worker stopped each time)`,
      claimToken: null,
      claimedUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(messages.status, 'sending'),
        sql`${messages.claimedUntil} <= ${now}`,
        sql`${messages.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
