import {
  bikeChanges,
  newBikeFields,
  type Bike,
  type BikeQuery,
  type CreateBike,
  type UpdateBike,
} from '@bond/contract/bikes';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { hasOpenRental } from '../rentals/rentals.repository.ts';
import * as repo from './bikes.repository.ts';

export function toBike(row: repo.BikeRow): Bike {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    year: row.year,
    image: row.image,
    pricePerHour: row.pricePerHour,
    description: row.description,
    cc: row.cc,
    isAvailable: Boolean(row.isAvailable),
    isOffered: row.isOffered,
    isBooked: Boolean(row.isBooked),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBikes(db: Db, query: BikeQuery): Promise<Bike[]> {
  return (await repo.listBikes(db, query)).map(toBike);
}

export async function getBike(db: Db, id: string): Promise<Bike> {
  const row = await repo.findBike(db, id);
  if (!row) throw notFound('Bike');
  return toBike(row);
}

export async function createBike(db: Db, input: CreateBike): Promise<Bike> {
  const id = await repo.insertBike(db, newBikeFields(input));
  return getBike(db, id);
}

export async function updateBike(db: Db, id: string, input: UpdateBike): Promise<Bike> {
  if (input._id !== undefined && input._id !== id) {
    const message = '_id must be the id of the bike in the address';
    throw new AppError('VALIDATION_FAILED', message, [{ path: '_id', message }]);
  }
  if (!(await repo.updateBike(db, id, bikeChanges(input)))) throw notFound('Bike');
  return getBike(db, id);
}

/** D10: a bike with an open rental stays; otherwise it is retired, still named in old rentals. */
export async function deleteBike(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bike = await repo.lockBike(tx, id);
    if (!bike || bike.retiredAt) throw notFound('Bike');
    if (await hasOpenRental(tx, id)) {
      throw new AppError(
        'BIKE_HAS_OPEN_RENTAL',
        'This bike is booked or out on rent. Record its return before deleting it',
      );
    }
    await repo.retireBike(tx, id);
  });
}
