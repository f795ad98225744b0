import { serviceDue, type CreateService, type Service, type ServiceLog } from '@bond/contract/services';
import { text } from '@bond/contract/say';
import { shopDateOf } from '@bond/contract/time';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { queueServiceDue, type MessageContext } from '../../notifications/outbox.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findBikePrices } from '../bikes/bikes.repository.ts';
import { listAdmins } from '../papers/papers.repository.ts';
import { readShopSettings } from '../shop-settings/shop-settings.repository.ts';
import * as repo from './bike-services.repository.ts';

/*
 * A bike's service log (docs/product/fleet-calendar.md#service-log): staff record each service; the log
 * lists them beside the odometer readings the counter took at the bike's handovers and returns.
 */

type ServiceRow = Awaited<ReturnType<typeof repo.listServices>>[number];

const toService = (row: ServiceRow): Service => ({
  _id: row.id,
  bikeId: row.bikeId,
  date: row.date,
  odometerKm: row.odometerKm,
  work: row.work,
  cost: row.cost,
  recordedBy: { _id: row.recordedBy, name: row.recordedByName },
  recordedAt: row.recordedAt.toISOString(),
});

/** A bike's log: 404 for no bike in the fleet. */
export async function serviceLog(db: Db, bikeId: string): Promise<ServiceLog> {
  if (!(await findBikePrices(db, bikeId))) throw notFound('Bike');
  const [services, readings] = await Promise.all([repo.listServices(db, bikeId), repo.listReadings(db, bikeId)]);
  const highest = Math.max(-1, ...services.map((s) => s.odometerKm), ...readings.map((r) => r.odometerKm));
  const odometerKm = highest < 0 ? null : highest;
  const last = services[0];
  return {
    services: services.map(toService),
    readings: readings.map((r) => ({
      rentalId: r.rentalId,
      stage: r.stage,
      at: r.at.toISOString(),
      odometerKm: r.odometerKm,
    })),
    odometerKm,
    kmSinceService: last && odometerKm !== null ? odometerKm - last.odometerKm : null,
  };
}

/**
 * Records a service of a bike in the fleet, with its audit row: 404 for no such bike, 400 for a day ahead of
 * today in Dhaka (a service is recorded once done).
 */
export async function recordService(
  db: Db,
  actor: Actor,
  bikeId: string,
  input: CreateService,
  now: Date = new Date(),
): Promise<Service> {
  if (input.date > shopDateOf(now)) throw new AppError('VALIDATION_FAILED', text.serviceDateAhead(), 'date');
  if (!(await findBikePrices(db, bikeId))) throw notFound('Bike');
  const id = await db.transaction(async (tx) => {
    const made = await repo.insertService(tx, { bikeId, ...input, recordedBy: actor.id, recordedAt: now });
    await recordAudit(tx, actor, {
      action: 'bike.serviced',
      subjectId: bikeId,
      after: { service: made, date: input.date, odometerKm: input.odometerKm, work: input.work, cost: input.cost },
    });
    return made;
  });
  return (await repo.listServices(db, bikeId)).map(toService).find((s) => s._id === id)!;
}

/**
 * Reminds every admin of each bike in the fleet that is due a service (the shop's settings: so many km or
 * days since its last, whichever comes first): once per admin and service, whichever process runs it (the
 * message's key names the last service). Answers how many messages it queued.
 */
export async function remindServicesDue(db: Db, ctx: MessageContext, now: Date = new Date()): Promise<number> {
  const [settings, states] = await Promise.all([readShopSettings(db), repo.listServiceStates(db)]);
  const today = shopDateOf(now);
  const due = states
    .map((s) => ({ ...s, ...serviceDue({ ...s, addedOn: shopDateOf(s.createdAt) }, settings, today) }))
    .filter((s) => s.due);
  if (due.length === 0) return 0;
  const admins = await listAdmins(db);
  let queued = 0;
  for (const bike of due) {
    for (const admin of admins) {
      queued += await queueServiceDue(db, ctx, admin, {
        bikeId: bike.bikeId,
        lastServiceId: bike.lastServiceId,
        bikeName: bike.bikeName,
        kmSince: bike.kmSince,
        daysSince: bike.daysSince,
      });
    }
  }
  return queued;
}
