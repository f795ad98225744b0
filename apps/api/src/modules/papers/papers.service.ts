import {
  PAPER_EXPIRY_FIELD,
  PAPER_KINDS,
  PAPER_REMINDER_DAYS,
  type BikePapers,
  type BikePapersInputSchema,
} from '@bond/contract/papers';
import { text } from '@bond/contract/say';
import { shopDateOf } from '@bond/contract/time';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { queuePaperExpiring, type MessageContext } from '../../notifications/outbox.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findBikePrices } from '../bikes/bikes.repository.ts';
import * as repo from './papers.repository.ts';

/*
 * Bikes' papers (docs/product/fleet-calendar.md#papers): admins keep each bike's registration number and
 * the last valid day of its tax token, fitness certificate and insurance; a lapsed paper keeps the bike in
 * the shop (the handover refuses it) and out of bookings after it; admins are reminded 15 days and 1 day
 * before.
 */

const DAY_MS = 24 * 60 * 60_000;

function toPapers(row: repo.PapersRow): BikePapers {
  return {
    bikeId: row.bikeId,
    bikeName: row.bikeName,
    registrationNumber: row.registrationNumber,
    taxTokenExpiry: row.taxTokenExpiry,
    fitnessExpiry: row.fitnessExpiry,
    insuranceExpiry: row.insuranceExpiry,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: { _id: row.updatedBy, name: row.updatedByName },
  };
}

/** A bike's papers, or null while none are on file; 404 for no such bike in the fleet. */
export async function getPapers(db: Db, bikeId: string): Promise<BikePapers | null> {
  if (!(await findBikePrices(db, bikeId))) throw notFound('Bike');
  const row = await repo.findPapers(db, bikeId);
  return row ? toPapers(row) : null;
}

/** The papers of every bike in the fleet that has them, by bike name. */
export async function listPapers(db: Db): Promise<BikePapers[]> {
  return (await repo.listPapers(db)).map(toPapers);
}

/**
 * Enters or replaces a bike's papers, with its audit row: 404 for no bike in the fleet, 409
 * `REGISTRATION_TAKEN` when another bike has the number. Dates may lie in the past: a lapsed paper entered
 * as it is keeps the bike in the shop until it is renewed.
 */
export async function savePapers(
  db: Db,
  actor: Actor,
  bikeId: string,
  input: z.output<typeof BikePapersInputSchema>,
  now: Date = new Date(),
): Promise<BikePapers> {
  if (!(await findBikePrices(db, bikeId))) throw notFound('Bike');
  try {
    await db.transaction(async (tx) => {
      const before = await repo.lockPapers(tx, bikeId);
      await repo.savePapers(tx, { bikeId, ...input, updatedBy: actor.id, updatedAt: now });
      await recordAudit(tx, actor, {
        action: 'bike.papers_updated',
        subjectId: bikeId,
        before: before
          ? {
              registrationNumber: before.registrationNumber,
              taxTokenExpiry: before.taxTokenExpiry,
              fitnessExpiry: before.fitnessExpiry,
              insuranceExpiry: before.insuranceExpiry,
            }
          : null,
        after: { ...input },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'bike_papers_registration_unique')) {
      throw new AppError('REGISTRATION_TAKEN', text.registrationTaken(), 'registrationNumber');
    }
    throw err;
  }
  return toPapers((await repo.findPapers(db, bikeId))!);
}

/**
 * Reminds every admin of each paper of a bike in the fleet that expires within 15 days of `now` (Dhaka days),
 * and again of one that expires today or tomorrow: once per admin, paper, expiry date and reminder, whichever
 * process runs it (the message's key). A paper already lapsed is not reminded of: the bike stays in the shop.
 * Answers how many messages it queued (none when each was queued before).
 */
export async function remindExpiringPapers(db: Db, ctx: MessageContext, now: Date = new Date()): Promise<number> {
  const today = shopDateOf(now);
  const [far, near] = [...PAPER_REMINDER_DAYS].sort((a, b) => b - a) as [number, number];
  const due = await repo.papersExpiringWithin(db, today, shopDateOf(new Date(now.getTime() + far * DAY_MS)));
  if (due.length === 0) return 0;
  const lastNear = shopDateOf(new Date(now.getTime() + near * DAY_MS));
  const admins = await repo.listAdmins(db);
  let reminders = 0;
  for (const papers of due) {
    for (const paper of PAPER_KINDS) {
      const expiry = papers[PAPER_EXPIRY_FIELD[paper]];
      if (expiry < today || expiry > shopDateOf(new Date(now.getTime() + far * DAY_MS))) continue;
      const daysBefore = expiry <= lastNear ? near : far;
      for (const admin of admins) {
        reminders += await queuePaperExpiring(db, ctx, admin, {
          bikeId: papers.bikeId,
          bikeName: papers.bikeName,
          registrationNumber: papers.registrationNumber,
          paper,
          expiry,
          daysBefore,
        });
      }
    }
  }
  return reminders;
}
