import type { CloseTill, OpenTill, Till, TillMovement } from '@bond/contract/counter';
import { text } from '@bond/contract/say';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { auditEntries } from '../audit/audit-entries.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './tills.repository.ts';

/** A cash movement as the answers give it; a payment of the rest of the rent is the counter's `balance`. */
function toMovement(row: repo.TillMovementRow): TillMovement {
  const common = {
    _id: row.id,
    at: row.at.toISOString(),
    amount: row.amount,
    rental: {
      _id: row.rentalId,
      customer: { _id: row.customerId, name: row.customerName },
      bike: { _id: row.bikeId, name: row.bikeName },
    },
    by: { _id: row.byId, name: row.byName },
  };
  if (row.direction === 'out') return { direction: 'out', ...common, reason: row.reason };
  return { direction: 'in', ...common, purpose: row.purpose === 'rent' ? 'balance' : row.purpose };
}

/**
 * A till as the answers give it: the cash expected is the float plus the cash in minus the cash out, and
 * `movements` (the till's own, oldest first) are the cash that went in and came out.
 */
export function toTill(row: repo.TillRow, movements: repo.TillMovementRow[] = []): Till {
  const expected = row.openingFloat + row.cashIn - row.cashOut;
  return {
    _id: row.id,
    staff: { _id: row.staffId, name: row.staffName },
    date: row.day,
    status: row.closedAt ? 'closed' : 'open',
    openingFloat: row.openingFloat,
    cashIn: row.cashIn,
    cashOut: row.cashOut,
    // Once closed, what was expected at the count (nothing moves through a closed till, so it stays so).
    expectedCash: row.expectedCash ?? expected,
    countedCash: row.countedCash,
    difference: row.difference,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    movements: movements.map(toMovement),
  };
}

/** Tills with their movements, read after them. */
async function withMovements(db: Db, rows: repo.TillRow[]): Promise<Till[]> {
  const movements = await repo.listTillMovements(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toTill(
      row,
      movements.filter((movement) => movement.tillId === row.id),
    ),
  );
}

/** One till with its movements. */
async function tillWithMovements(db: Db, row: repo.TillRow): Promise<Till> {
  return toTill(row, await repo.listTillMovements(db, [row.id]));
}

/**
 * docs/product/the-counter.md#tills: a staff member opens their till of today's Dhaka day with the cash in the
 * drawer; one per person per day (a second is 409, whether the first is open or closed).
 */
export async function openTill(db: Db, actor: Actor, input: OpenTill): Promise<Till> {
  const id = await db.transaction(async (tx) => {
    const opened = await repo.openTodaysTill(tx, actor.id, input.openingFloat);
    if (!opened) throw new AppError('TILL_ALREADY_OPEN', text.tillAlreadyOpen());
    await recordAudit(tx, actor, auditEntries.tillOpened(opened, input.openingFloat));
    return opened;
  });
  const row = await repo.findTill(db, id);
  if (!row) throw notFound('Till');
  return tillWithMovements(db, row);
}

/** The caller's till of today that is still open, with its figures so far; 404 when there is none. */
export async function currentTill(db: Db, actor: Actor): Promise<Till> {
  const row = await repo.findOpenTillOfToday(db, actor.id);
  if (!row) throw notFound('Till');
  return tillWithMovements(db, row);
}

/**
 * Closes a till once, with the cash counted: the cash expected and the difference are kept with it, and it
 * is read-only afterwards (a second close is 409). Its owner closes it, or an admin; anyone else learns
 * nothing of it (404).
 */
export async function closeTill(db: Db, actor: Actor, id: string, input: CloseTill): Promise<Till> {
  await db.transaction(async (tx) => {
    const till = await repo.lockTill(tx, id);
    if (!till || (till.staffId !== actor.id && actor.role !== 'admin')) throw notFound('Till');
    if (till.closedAt || !(await repo.closeTill(tx, id, input.countedCash))) {
      throw new AppError('TILL_CLOSED', text.tillClosed());
    }
    const closed = await repo.findTill(tx, id);
    await recordAudit(
      tx,
      actor,
      auditEntries.tillClosed(id, {
        expectedCash: closed?.expectedCash ?? null,
        countedCash: input.countedCash,
        difference: closed?.difference ?? null,
      }),
    );
  });
  const row = await repo.findTill(db, id);
  if (!row) throw notFound('Till');
  return tillWithMovements(db, row);
}

/** Every till of a Dhaka day, with its movements, for an admin. */
export async function listTills(db: Db, date: string): Promise<Till[]> {
  return withMovements(db, await repo.listTillsOfDay(db, date));
}
