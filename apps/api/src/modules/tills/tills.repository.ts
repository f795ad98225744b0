import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { bikes, payments, refunds, rentals, tills, users } from '../../db/schema.ts';

/**
 * Tills (docs/product/the-counter.md#tills): one per staff member per Dhaka day. The cash in and out are not
 * kept on the till: they are the cash payments and the cash refunds that name it, summed when asked.
 */

export type TillRow = typeof tills.$inferSelect & {
  staffName: string;
  cashIn: number;
  cashOut: number;
};

/** Today in Dhaka, on the database's clock, as every process reads it. */
const dhakaToday = sql`(now() at time zone 'Asia/Dhaka')::date`;

const cashIn = sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.tillId} = ${tills.id} and ${payments.status} = 'paid'), 0)::int`;
const cashOut = sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.tillId} = ${tills.id} and ${refunds.refundedAt} is not null), 0)::int`;

const tillColumns = {
  id: tills.id,
  staffId: tills.staffId,
  day: tills.day,
  openingFloat: tills.openingFloat,
  openedAt: tills.openedAt,
  closedAt: tills.closedAt,
  expectedCash: tills.expectedCash,
  countedCash: tills.countedCash,
  difference: tills.difference,
  staffName: users.name,
  cashIn,
  cashOut,
};

const selectTills = (db: Executor) => db.select(tillColumns).from(tills).innerJoin(users, eq(users.id, tills.staffId));

/**
 * Opens the staff member's till of today's Dhaka day; null when they have one today already (open or closed:
 * `tills_staff_day_key` takes one per person per day, whichever process asks).
 */
export async function openTodaysTill(db: Executor, staffId: string, openingFloat: number): Promise<string | null> {
  const rows = await db
    .insert(tills)
    .values({ staffId, openingFloat, day: dhakaToday })
    .onConflictDoNothing()
    .returning({ id: tills.id });
  return rows[0]?.id ?? null;
}

export async function findTill(db: Executor, id: string): Promise<TillRow | undefined> {
  const [row] = await selectTills(db).where(eq(tills.id, id));
  return row;
}

/** The staff member's till of today's Dhaka day that is still open, if any. */
export async function findOpenTillOfToday(db: Executor, staffId: string): Promise<TillRow | undefined> {
  const [row] = await selectTills(db).where(
    and(eq(tills.staffId, staffId), sql`${tills.day} = ${dhakaToday}`, isNull(tills.closedAt)),
  );
  return row;
}

/**
 * Locks the staff member's open till of today for the caller's transaction and answers its id, or null when
 * there is none (not opened, or closed): cash taken or paid out and the till's closing take turns on its
 * row, so no cash moves through a till after its count.
 */
export async function lockOpenTillOfToday(tx: Tx, staffId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: tills.id })
    .from(tills)
    .where(and(eq(tills.staffId, staffId), sql`${tills.day} = ${dhakaToday}`, isNull(tills.closedAt)))
    .for('update');
  return row?.id ?? null;
}

/** Locks a till's row for its closing; answers who it is and whether it is closed, or undefined when unknown. */
export async function lockTill(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: tills.id, staffId: tills.staffId, closedAt: tills.closedAt })
    .from(tills)
    .where(eq(tills.id, id))
    .for('update');
  return row;
}

/**
 * Closes a till once: keeps the cash counted, the cash expected (opening float + cash in − cash out, summed
 * in the same statement) and their difference. Answers false when it was closed already.
 */
export async function closeTill(tx: Executor, id: string, countedCash: number): Promise<boolean> {
  const expected = sql`(${tills.openingFloat} + ${cashIn} - ${cashOut})`;
  const rows = await tx
    .update(tills)
    .set({
      closedAt: sql`now()`,
      countedCash,
      expectedCash: expected,
      difference: sql`${countedCash}::int - ${expected}`,
    })
    .where(and(eq(tills.id, id), isNull(tills.closedAt)))
    .returning({ id: tills.id });
  return rows.length > 0;
}

/** Every till of a Dhaka day (YYYY-MM-DD), in the order they were opened. */
export async function listTillsOfDay(db: Executor, day: string): Promise<TillRow[]> {
  return selectTills(db).where(eq(tills.day, day)).orderBy(asc(tills.openedAt), asc(tills.id)).limit(500);
}

/** One cash movement of a till as stored: a paid cash payment that names it, or a cash refund paid out of it. */
export type TillMovementRow = {
  tillId: string;
  id: string;
  at: Date;
  amount: number;
  rentalId: string;
  customerId: string;
  customerName: string;
  bikeId: string;
  bikeName: string;
  byId: string;
  byName: string;
} & (
  | { direction: 'in'; purpose: (typeof payments.$inferSelect)['purpose'] }
  | { direction: 'out'; reason: (typeof refunds.$inferSelect)['reason'] }
);

const customer = alias(users, 'customer');
const mover = alias(users, 'mover');

/**
 * The cash movements of these tills, oldest first: the same payments and refunds `cashIn` and `cashOut` sum,
 * each with its rental's customer and bike and who moved the cash.
 */
export async function listTillMovements(db: Executor, tillIds: string[]): Promise<TillMovementRow[]> {
  if (tillIds.length === 0) return [];
  const about = {
    rentalId: rentals.id,
    customerId: customer.id,
    customerName: customer.name,
    bikeId: bikes.id,
    bikeName: bikes.name,
    byId: mover.id,
    byName: mover.name,
  };
  const taken = await db
    .select({
      tillId: sql<string>`${payments.tillId}`,
      id: payments.id,
      at: sql<Date>`coalesce(${payments.settledAt}, ${payments.createdAt})`.mapWith(payments.createdAt),
      amount: payments.amount,
      purpose: payments.purpose,
      ...about,
    })
    .from(payments)
    .innerJoin(rentals, eq(rentals.id, payments.rentalId))
    .innerJoin(customer, eq(customer.id, rentals.userId))
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(mover, eq(mover.id, payments.receivedBy))
    .where(and(inArray(payments.tillId, tillIds), eq(payments.status, 'paid')));
  const paidOut = await db
    .select({
      tillId: sql<string>`${refunds.tillId}`,
      id: refunds.id,
      at: sql<Date>`${refunds.refundedAt}`.mapWith(refunds.createdAt),
      amount: refunds.amount,
      reason: refunds.reason,
      ...about,
    })
    .from(refunds)
    .innerJoin(rentals, eq(rentals.id, refunds.rentalId))
    .innerJoin(customer, eq(customer.id, rentals.userId))
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(mover, eq(mover.id, refunds.refundedBy))
    .where(and(inArray(refunds.tillId, tillIds), isNotNull(refunds.refundedAt)));
  const movements: TillMovementRow[] = [
    ...taken.map((row) => ({ ...row, direction: 'in' as const })),
    ...paidOut.map((row) => ({ ...row, direction: 'out' as const })),
  ];
  return movements.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}
