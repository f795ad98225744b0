import {
  BLOCK_MAX_DAYS,
  type Block,
  type BlockClash,
  type BlockWithBike,
  type CreateBlock,
} from '@bond/contract/blocks';
import type { WindowQuery } from '@bond/contract/rentals';
import { text } from '@bond/contract/say';
import { isExclusionViolation, type Db, type Executor } from '../../db/client.ts';
import { AppError, notFound, refuseBadWindow } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './blocks.repository.ts';

/*
 * Taking a bike out of service for a period (docs/product/fleet-calendar.md#blocks): staff block it, list its
 * blocks and end one early. Whether a block meets a booking is the database's rule; this says which.
 */

const DAY = 24 * 60 * 60_000;

function toBlock(row: repo.BlockRow): Block {
  return {
    _id: row.id,
    bikeId: row.bikeId,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    reason: row.reason,
    note: row.note,
    createdBy: { _id: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedBy ? { _id: row.endedBy, name: row.endedByName ?? '' } : null,
  };
}

/** 409 `BLOCK_CLASHES` naming every booking in the way (`data.clashes`), nothing made. */
async function clashesRefusal(db: Executor, bikeId: string, start: Date, end: Date): Promise<AppError | undefined> {
  const rows = await repo.listClashes(db, bikeId, start, end);
  if (rows.length === 0) return undefined;
  const clashes: BlockClash[] = rows.map((r) => ({
    rentalId: r.rentalId,
    start: r.start.toISOString(),
    end: r.end?.toISOString() ?? null,
    status: r.status,
    customerName: r.customerName,
  }));
  const refusal = new AppError('BLOCK_CLASHES', text.blockClashes({ count: clashes.length }));
  refusal.data = { clashes };
  return refusal;
}

/**
 * Blocks a bike for [start, end): refused with 400 for an end not after the start, not ahead of now or more
 * than 60 days after the start; 404 for no such bike; 409 `BIKE_RETIRED`, and 409 `BLOCK_CLASHES` with the
 * bookings in the way (also when one was made a moment before, by any process), or `PERIOD_TAKEN` for
 * another block of the bike in that time.
 */
export async function createBlock(
  db: Db,
  actor: Actor,
  bikeId: string,
  input: CreateBlock,
  now: Date = new Date(),
): Promise<Block> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end.getTime() <= start.getTime()) throw new AppError('VALIDATION_FAILED', text.blockEndNotAfterStart(), 'end');
  if (end.getTime() <= now.getTime()) throw new AppError('VALIDATION_FAILED', text.blockEndPassed(), 'end');
  if (end.getTime() - start.getTime() > BLOCK_MAX_DAYS * DAY) {
    throw new AppError('VALIDATION_FAILED', text.blockTooLong({ max: BLOCK_MAX_DAYS }), 'end');
  }
  const bike = await repo.findBike(db, bikeId);
  if (!bike) throw notFound('Bike');
  if (bike.retiredAt) throw new AppError('BIKE_RETIRED', text.bikeRetiredNoBlock());
  const inTheWay = await clashesRefusal(db, bikeId, start, end);
  if (inTheWay) throw inTheWay;
  try {
    const id = await db.transaction(async (tx) => {
      const made = await repo.insertBlock(tx, {
        bikeId,
        startTime: start,
        endTime: end,
        reason: input.reason,
        note: input.note || null,
        createdBy: actor.id,
      });
      await recordAudit(tx, actor, {
        action: 'bike.blocked',
        subjectId: bikeId,
        after: { block: made, start: start.toISOString(), end: end.toISOString(), reason: input.reason },
      });
      return made;
    });
    return toBlock((await repo.findBlock(db, id))!);
  } catch (err) {
    // A booking made between the look and the block (the database's rule caught it): name it.
    if (isExclusionViolation(err, 'bike_blocks_meet_bookings')) {
      throw (
        (await clashesRefusal(db, bikeId, start, end)) ?? new AppError('BLOCK_CLASHES', text.blockClashes({ count: 1 }))
      );
    }
    if (isExclusionViolation(err, 'bike_blocks_no_overlap')) {
      throw new AppError('PERIOD_TAKEN', text.blockOverlapsBlock(), 'start');
    }
    throw err;
  }
}

/** A bike's blocks, the latest first, ended ones included (their history is kept); 404 for no such bike. */
export async function listBlocks(db: Db, bikeId: string): Promise<Block[]> {
  if (!(await repo.findBike(db, bikeId))) throw notFound('Bike');
  return (await repo.listBlocksOfBike(db, bikeId)).map(toBlock);
}

/**
 * Every block holding time in the window (at most 31 days, as the schedule's), with its bike's name, by
 * start: the schedule's bars. A block ended before it began holds nothing and is left out.
 */
export async function listBlocksInWindow(db: Db, query: WindowQuery): Promise<BlockWithBike[]> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  refuseBadWindow(from, to);
  return (await repo.listBlocksInWindow(db, from, to)).map((row) => ({ ...toBlock(row), bikeName: row.bikeName }));
}

/**
 * Ends a block now (docs/product/fleet-calendar.md#blocks): its period stops here, or it never begins; the
 * row stays. 409 `BLOCK_ENDED` once it has ended (by its end or earlier).
 */
export async function endBlock(db: Db, actor: Actor, blockId: string, now: Date = new Date()): Promise<Block> {
  await db.transaction(async (tx) => {
    const block = await repo.lockBlock(tx, blockId);
    if (!block) throw notFound('Block');
    const endsAt = block.endedAt ?? block.endTime;
    if (endsAt.getTime() <= now.getTime()) throw new AppError('BLOCK_ENDED', text.blockAlreadyEnded());
    await repo.endBlock(tx, blockId, actor.id, now);
    await recordAudit(tx, actor, {
      action: 'bike.block_ended',
      subjectId: block.bikeId,
      before: { block: blockId, end: block.endTime.toISOString() },
      after: { block: blockId, end: now.toISOString() },
    });
  });
  return toBlock((await repo.findBlock(db, blockId))!);
}
