import type { HandoverRecord, Inspection } from '@bond/contract/inspections';
import type { Executor, Tx } from '../../db/client.ts';
import type { Actor } from '../../shared/actors.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as handovers from './handover.repository.ts';
import type * as repo from './rentals.repository.ts';

/*
 * A rental's handover as the rest of the rentals module meets it (docs/product/handover-and-return.md): read
 * for the rental's story, and recorded without an inspection by the spec's return call.
 */

type LockedRental = NonNullable<Awaited<ReturnType<typeof repo.lockRental>>>;

/**
 * The spec's return call on a paid booking that was never handed over (its client has no handover): the bike
 * went out with no inspection and no deposit, at its start (or now, when the start is a moment ahead); the
 * audit log says it was not inspected. In the return's transaction, with the rental locked.
 */
export async function recordUninspectedHandover(tx: Tx, actor: Actor, rental: LockedRental, now: Date) {
  const at = rental.startTime.getTime() <= now.getTime() ? rental.startTime : now;
  await handovers.markHandedOver(tx, rental.id, actor.id, at);
  await recordAudit(tx, actor, auditEntries.handedOver(rental.id, { at, inspected: false, deposit: 0 }));
}

type InspectionRow = NonNullable<Awaited<ReturnType<typeof handovers.findInspectionRecord>>>;

const inspectionOf = (i: InspectionRow): Inspection => ({
  odometerKm: i.odometerKm,
  fuelEighths: i.fuelEighths,
  helmets: i.helmets,
  notes: i.notes,
  recordedBy: { _id: i.recordedBy, name: i.recordedByName },
  recordedAt: i.recordedAt.toISOString(),
  photoIds: i.photoIds,
});

/** How the rental's bike left the shop, as the rental's story gives it; null until it is handed over. */
export async function handoverOf(db: Executor, rentalId: string): Promise<HandoverRecord | null> {
  const found = await handovers.findHandover(db, rentalId);
  if (!found) return null;
  return {
    handedOverAt: found.handedOverAt.toISOString(),
    handedOverBy: found.handedOverBy ? { _id: found.handedOverBy.id, name: found.handedOverBy.name } : null,
    inspection: found.inspection ? inspectionOf(found.inspection) : null,
    deposit: {
      amount: found.deposit?.amount ?? 0,
      method: found.deposit?.method ?? null,
      reference: found.deposit?.reference ?? null,
    },
  };
}

/** How the bike came back: the return's readings and photos; null before a return with readings. */
export async function returnInspectionOf(db: Executor, rentalId: string): Promise<Inspection | null> {
  const found = await handovers.findInspectionRecord(db, rentalId, 'return');
  return found ? inspectionOf(found) : null;
}
