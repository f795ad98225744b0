import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikeServices, rentalInspections, rentals, users } from '../../db/schema.ts';

/* A bike's service log and the odometer readings of its rentals (docs/product/fleet-calendar.md#service-log). */

export async function insertService(
  tx: Tx,
  row: {
    bikeId: string;
    date: string;
    odometerKm: number;
    work: string;
    cost: number;
    recordedBy: string;
    recordedAt: Date;
  },
): Promise<string> {
  const [inserted] = await tx.insert(bikeServices).values(row).returning({ id: bikeServices.id });
  return inserted!.id;
}

/** A bike's services, the latest first (by day, then as recorded). */
export async function listServices(db: Executor, bikeId: string) {
  return db
    .select({
      id: bikeServices.id,
      bikeId: bikeServices.bikeId,
      date: bikeServices.date,
      odometerKm: bikeServices.odometerKm,
      work: bikeServices.work,
      cost: bikeServices.cost,
      recordedBy: bikeServices.recordedBy,
      recordedByName: users.name,
      recordedAt: bikeServices.recordedAt,
    })
    .from(bikeServices)
    .innerJoin(users, eq(users.id, bikeServices.recordedBy))
    .where(eq(bikeServices.bikeId, bikeId))
    .orderBy(desc(bikeServices.date), desc(bikeServices.recordedAt));
}

/** The odometer readings of the bike's handovers and returns, the latest first. */
export async function listReadings(db: Executor, bikeId: string) {
  return db
    .select({
      rentalId: rentalInspections.rentalId,
      stage: rentalInspections.stage,
      at: rentalInspections.recordedAt,
      odometerKm: rentalInspections.odometerKm,
    })
    .from(rentalInspections)
    .innerJoin(rentals, and(eq(rentals.id, rentalInspections.rentalId), eq(rentals.bikeId, bikeId)))
    .orderBy(desc(rentalInspections.recordedAt));
}
