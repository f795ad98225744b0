import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikePapers, bikes, users } from '../../db/schema.ts';

/*
 * Bikes' papers (docs/product/fleet-calendar.md#papers): the registration number is unique among bikes (the
 * constraint `bike_papers_registration_unique`); the rest is read by the handover, the bookings and the
 * admins' reminders.
 */

const papersColumns = {
  bikeId: bikePapers.bikeId,
  bikeName: bikes.name,
  registrationNumber: bikePapers.registrationNumber,
  taxTokenExpiry: bikePapers.taxTokenExpiry,
  fitnessExpiry: bikePapers.fitnessExpiry,
  insuranceExpiry: bikePapers.insuranceExpiry,
  updatedAt: bikePapers.updatedAt,
  updatedBy: bikePapers.updatedBy,
  updatedByName: users.name,
};

const selectPapers = (db: Executor) =>
  db
    .select(papersColumns)
    .from(bikePapers)
    .innerJoin(bikes, eq(bikes.id, bikePapers.bikeId))
    .innerJoin(users, eq(users.id, bikePapers.updatedBy));

export type PapersRow = Awaited<ReturnType<ReturnType<typeof selectPapers>['where']>>[number];

/** A bike's papers; undefined while none are on file. */
export async function findPapers(db: Executor, bikeId: string): Promise<PapersRow | undefined> {
  const [row] = await selectPapers(db).where(eq(bikePapers.bikeId, bikeId));
  return row;
}

/** The papers of every bike still in the fleet, by bike name. */
export async function listPapers(db: Executor): Promise<PapersRow[]> {
  return selectPapers(db).where(isNull(bikes.retiredAt)).orderBy(asc(bikes.name), asc(bikes.id));
}

/** Locks the bike's papers row for an update (the audit log keeps what changed). */
export async function lockPapers(tx: Tx, bikeId: string) {
  const [row] = await tx.select().from(bikePapers).where(eq(bikePapers.bikeId, bikeId)).for('update');
  return row;
}

export async function savePapers(
  tx: Tx,
  row: {
    bikeId: string;
    registrationNumber: string;
    taxTokenExpiry: string;
    fitnessExpiry: string;
    insuranceExpiry: string;
    updatedBy: string;
    updatedAt: Date;
  },
): Promise<void> {
  await tx
    .insert(bikePapers)
    .values(row)
    .onConflictDoUpdate({
      target: bikePapers.bikeId,
      set: {
        registrationNumber: row.registrationNumber,
        taxTokenExpiry: row.taxTokenExpiry,
        fitnessExpiry: row.fitnessExpiry,
        insuranceExpiry: row.insuranceExpiry,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    });
}

/** The papers of bikes in the fleet with a paper whose last valid day is within [from, to] (Dhaka days). */
export async function papersExpiringWithin(db: Executor, from: string, to: string): Promise<PapersRow[]> {
  const within = (day: typeof bikePapers.taxTokenExpiry) => and(gte(day, from), lte(day, to));
  return selectPapers(db).where(
    and(
      isNull(bikes.retiredAt),
      or(within(bikePapers.taxTokenExpiry), within(bikePapers.fitnessExpiry), within(bikePapers.insuranceExpiry)),
    ),
  );
}

/** The admins a reminder goes to: open admin accounts, in their own language. */
export async function listAdmins(db: Executor) {
  return db
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
}
