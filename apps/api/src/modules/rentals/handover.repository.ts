import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikes, payments, rentalInspections, rentalPhotos, rentals, users } from '../../db/schema.ts';

/*
 * Handover's tables (docs/product/handover-and-return.md#handover): a rental's photos, its inspections and
 * the moment its bike left. Which state a rental is in stays in db/rental-states.ts.
 */

export type Stage = 'handover' | 'return';

/** Keeps a photo of a rental's bike, not yet used by an inspection; answers its row without the bytes. */
export async function insertPhoto(
  tx: Executor,
  rentalId: string,
  picture: { contentType: string; content: Buffer; thumbnail: Buffer; width: number; height: number },
  uploadedBy: string,
) {
  const [row] = await tx
    .insert(rentalPhotos)
    .values({ rentalId, uploadedBy, ...picture })
    .returning({
      id: rentalPhotos.id,
      rentalId: rentalPhotos.rentalId,
      stage: rentalPhotos.stage,
      width: rentalPhotos.width,
      height: rentalPhotos.height,
      createdAt: rentalPhotos.createdAt,
    });
  return row!;
}

/** A photo of the rental (or its thumbnail); undefined when the rental has no such photo. */
export async function findPhotoBytes(db: Executor, rentalId: string, id: string, part: 'content' | 'thumbnail') {
  const [row] = await db
    .select({ contentType: rentalPhotos.contentType, bytes: rentalPhotos[part] })
    .from(rentalPhotos)
    .where(and(eq(rentalPhotos.id, id), eq(rentalPhotos.rentalId, rentalId)))
    .limit(1);
  return row;
}

/**
 * Gives the photos to an inspection of the rental: only photos of this rental that no inspection has used
 * yet. Answers how many it took; fewer than asked means one is another rental's, used, or unknown.
 */
export async function claimPhotos(tx: Tx, rentalId: string, ids: string[], stage: Stage): Promise<number> {
  const taken = await tx
    .update(rentalPhotos)
    .set({ stage })
    .where(and(eq(rentalPhotos.rentalId, rentalId), inArray(rentalPhotos.id, ids), isNull(rentalPhotos.stage)))
    .returning({ id: rentalPhotos.id });
  return taken.length;
}

/** How many of `ids` are photos of the rental not used by an inspection yet (claimPhotos, without claiming). */
export async function countUnusedPhotos(db: Executor, rentalId: string, ids: string[]): Promise<number> {
  const rows = await db
    .select({ id: rentalPhotos.id })
    .from(rentalPhotos)
    .where(and(eq(rentalPhotos.rentalId, rentalId), inArray(rentalPhotos.id, ids), isNull(rentalPhotos.stage)));
  return rows.length;
}

export async function insertInspection(
  tx: Tx,
  row: {
    rentalId: string;
    stage: Stage;
    odometerKm: number;
    fuelEighths: number;
    helmets: number;
    notes: string | null;
    recordedBy: string;
    recordedAt: Date;
  },
): Promise<void> {
  await tx.insert(rentalInspections).values(row);
}

/** The bike leaves the shop: the booked rental is out on rent from `at` (it reads `active`). */
export async function markHandedOver(tx: Tx, rentalId: string, by: string, at: Date): Promise<boolean> {
  const changed = await tx
    .update(rentals)
    .set({ handedOverAt: at, handedOverBy: by, updatedAt: new Date() })
    .where(and(eq(rentals.id, rentalId), eq(rentals.status, 'booked'), isNull(rentals.handedOverAt)))
    .returning({ id: rentals.id });
  return changed.length === 1;
}

/** The deposit the rental's bike takes, in whole taka. */
export async function depositOfRentalBike(db: Executor, rentalId: string): Promise<number> {
  const [row] = await db
    .select({ deposit: bikes.deposit })
    .from(rentals)
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .where(eq(rentals.id, rentalId));
  return row?.deposit ?? 0;
}

const recorder = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${rentalInspections.recordedBy})`;

/**
 * One inspection of the rental with who recorded it and its photos' ids, oldest photo first; undefined when
 * the rental has none at that stage.
 */
export async function findInspectionRecord(db: Executor, rentalId: string, stage: Stage) {
  const [inspection] = await db
    .select({
      odometerKm: rentalInspections.odometerKm,
      fuelEighths: rentalInspections.fuelEighths,
      helmets: rentalInspections.helmets,
      notes: rentalInspections.notes,
      recordedBy: rentalInspections.recordedBy,
      recordedByName: recorder,
      recordedAt: rentalInspections.recordedAt,
    })
    .from(rentalInspections)
    .where(and(eq(rentalInspections.rentalId, rentalId), eq(rentalInspections.stage, stage)));
  if (!inspection) return undefined;
  const photos = await db
    .select({ id: rentalPhotos.id })
    .from(rentalPhotos)
    .where(and(eq(rentalPhotos.rentalId, rentalId), eq(rentalPhotos.stage, stage)))
    .orderBy(asc(rentalPhotos.createdAt), asc(rentalPhotos.id));
  return { ...inspection, photoIds: photos.map((p) => p.id) };
}

/**
 * How a rental's bike left: when and by whom, the handover's readings and photos (none when it was recorded
 * without an inspection), and the deposit paid. Undefined while it is not handed over.
 */
export async function findHandover(db: Executor, rentalId: string) {
  const [rental] = await db
    .select({
      handedOverAt: rentals.handedOverAt,
      handedOverBy: rentals.handedOverBy,
      handedOverByName: users.name,
    })
    .from(rentals)
    .leftJoin(users, eq(users.id, rentals.handedOverBy))
    .where(eq(rentals.id, rentalId));
  if (!rental?.handedOverAt) return undefined;
  const inspection = await findInspectionRecord(db, rentalId, 'handover');
  const [deposit] = await db
    .select({
      amount: payments.amount,
      // A deposit through bKash is only ever one held in the rider's wallet (docs/product/handover-and-return.md#deposits-held-in-bkash).
      method: sql<string>`case when ${payments.gateway} = 'bkash' then 'bkash_hold' else ${payments.gateway} end`,
      reference: payments.gatewayTxnId,
    })
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit'), eq(payments.status, 'paid')));
  return {
    handedOverAt: rental.handedOverAt,
    handedOverBy: rental.handedOverBy ? { id: rental.handedOverBy, name: rental.handedOverByName ?? '' } : null,
    inspection: inspection ?? null,
    deposit: deposit ?? null,
  };
}

/** The readings of one inspection of the rental, or undefined. */
export async function findInspection(db: Executor, rentalId: string, stage: Stage) {
  const [row] = await db
    .select({
      odometerKm: rentalInspections.odometerKm,
      fuelEighths: rentalInspections.fuelEighths,
      helmets: rentalInspections.helmets,
    })
    .from(rentalInspections)
    .where(and(eq(rentalInspections.rentalId, rentalId), eq(rentalInspections.stage, stage)));
  return row;
}

/** The deposit held for the rental: its paid deposit payment's amount, 0 when none. */
export async function depositHeld(db: Executor, rentalId: string): Promise<number> {
  const [row] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), eq(payments.purpose, 'deposit'), eq(payments.status, 'paid')));
  return row?.amount ?? 0;
}

/** Keeps the return's bill with the rental (rentals.bill). */
export async function saveBill(tx: Tx, rentalId: string, bill: unknown): Promise<void> {
  await tx.update(rentals).set({ bill }).where(eq(rentals.id, rentalId));
}

/** The bill kept with the rental at its return, as `saveBill` wrote it; null before, or for a spec return. */
export async function findBill(db: Executor, rentalId: string): Promise<unknown> {
  const [row] = await db.select({ bill: rentals.bill }).from(rentals).where(eq(rentals.id, rentalId));
  return row?.bill ?? null;
}
