import { z } from 'zod';
import { ShopDateSchema } from './common.ts';
import { zodText } from './say.ts';

/*
 * A bike's service log (docs/product/fleet-calendar.md#service-log): each service the workshop did, with the
 * odometer then, listed beside the odometer readings of the bike's handovers and returns.
 */

/** The highest odometer reading, as the handover's readings allow. */
export const ODOMETER_MAX_KM = 1_000_000;
/** The longest description of the work done. */
export const SERVICE_WORK_MAX = 500;
/** The most a service can cost, whole taka. */
export const SERVICE_COST_MAX = 1_000_000;

/** `POST /bikes/{id}/services` (staff): the day (Dhaka), the odometer then, the work done and what it cost. */
export const CreateServiceSchema = z
  .object({
    date: ShopDateSchema,
    odometerKm: z
      .number({ error: zodText('fieldNotNumber', { field: 'odometerKm' }) })
      .int({ error: zodText('fieldNotWhole', { field: 'odometerKm' }) })
      .min(0, { error: zodText('fieldBelow', { field: 'odometerKm', min: 0 }) })
      .max(ODOMETER_MAX_KM, { error: zodText('fieldAbove', { field: 'odometerKm', max: ODOMETER_MAX_KM }) }),
    work: z
      .string({ error: zodText('fieldRequired', { field: 'work' }) })
      .trim()
      .min(1, { error: zodText('fieldRequired', { field: 'work' }) })
      .max(SERVICE_WORK_MAX, { error: zodText('fieldTooLong', { field: 'work', max: SERVICE_WORK_MAX }) }),
    cost: z
      .number({ error: zodText('fieldNotNumber', { field: 'cost' }) })
      .int({ error: zodText('fieldNotWhole', { field: 'cost' }) })
      .min(0, { error: zodText('fieldBelow', { field: 'cost', min: 0 }) })
      .max(SERVICE_COST_MAX, { error: zodText('fieldAbove', { field: 'cost', max: SERVICE_COST_MAX }) }),
  })
  .strict();
export type CreateService = z.infer<typeof CreateServiceSchema>;

export const ServiceSchema = z.object({
  _id: z.string(),
  bikeId: z.string(),
  date: z.string(),
  odometerKm: z.number().int(),
  work: z.string(),
  cost: z.number().int(),
  recordedBy: z.object({ _id: z.string(), name: z.string() }),
  recordedAt: z.string(),
});
export type Service = z.infer<typeof ServiceSchema>;

/** An odometer reading taken at a handover or a return of one of the bike's rentals. */
export const OdometerReadingSchema = z.object({
  rentalId: z.string(),
  stage: z.enum(['handover', 'return']),
  at: z.string(),
  odometerKm: z.number().int(),
});
export type OdometerReading = z.infer<typeof OdometerReadingSchema>;

/** `GET /bikes/{id}/services`: the services, the latest first, and the readings, the latest first. */
export const ServiceLogSchema = z.object({
  services: z.array(ServiceSchema),
  readings: z.array(OdometerReadingSchema),
  /** The highest odometer known: of the services and the readings; null when none. */
  odometerKm: z.number().int().nullable(),
  /** Kilometres since the last service (by the highest reading); null without a service or a reading. */
  kmSinceService: z.number().int().nullable(),
});
export type ServiceLog = z.infer<typeof ServiceLogSchema>;

/** What a bike's service reminder is worked out from: its last service, its readings, when it joined the fleet. */
export type ServiceState = {
  lastServiceDate: string | null;
  lastServiceKm: number | null;
  /** The highest and lowest odometer readings of its handovers and returns. */
  highestKm: number | null;
  lowestKm: number | null;
  /** The Dhaka day it joined the fleet. */
  addedOn: string;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * How far a bike has gone since its last service, and whether that makes it due (docs/product/fleet-calendar.md#service-log):
 * `everyKm` kilometres or `everyDays` days since the last service, whichever comes first. Never serviced:
 * measured from its first reading and from the day it joined the fleet.
 */
export function serviceDue(
  state: ServiceState,
  every: { serviceEveryKm: number; serviceEveryDays: number },
  today: string,
): { due: boolean; kmSince: number | null; daysSince: number } {
  const from = state.lastServiceKm ?? state.lowestKm;
  const highest = Math.max(state.highestKm ?? -1, state.lastServiceKm ?? -1);
  const kmSince = from === null || highest < 0 ? null : Math.max(0, highest - from);
  const daysSince = Math.max(0, daysBetween(state.lastServiceDate ?? state.addedOn, today));
  return { due: (kmSince ?? 0) >= every.serviceEveryKm || daysSince >= every.serviceEveryDays, kmSince, daysSince };
}
