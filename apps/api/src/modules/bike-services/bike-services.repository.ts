import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { bikeServices, bikes, rentalInspections, rentals, users } from '../../db/schema.ts';

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

/** Each bike in the fleet with what its service reminder is worked out from (serviceDue). */
export async function listServiceStates(db: Executor) {
  const last = (column: string) =>
    sql.raw(
      `(select s.${column} from bike_services s where s.bike_id = "bikes"."id" order by s.date desc, s.recorded_at desc limit 1)`,
    );
  const reading = (fn: 'max' | 'min') =>
    sql<
      number | null
    >`(select ${sql.raw(fn)}(i.odometer_km) from ${rentalInspections} i join ${rentals} r on r.id = i.rental_id where r.bike_id = ${bikes.id})`;
  return db
    .select({
      bikeId: bikes.id,
      bikeName: bikes.name,
      createdAt: bikes.createdAt,
      lastServiceId: sql<string | null>`${last('id')}`,
      lastServiceDate: sql<string | null>`${last('date')}::text`,
      lastServiceKm: sql<number | null>`${last('odometer_km')}`,
      highestKm: reading('max'),
      lowestKm: reading('min'),
    })
    .from(bikes)
    .where(isNull(bikes.retiredAt));
}
