import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta } from '@bond/contract/common';
import { text } from '@bond/contract/say';
import type { CustomerSummary, UpdateMe, User, UserListQuery } from '@bond/contract/users';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './users.repository.ts';

export function toUser(row: repo.UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    reminderChannel: row.reminderChannel,
    language: row.language,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: Db, id: string): Promise<User> {
  const row = await repo.findActiveUserById(db, id);
  if (!row) throw notFound('Account');
  return toUser(row);
}

export async function updateProfile(db: Db, id: string, input: UpdateMe): Promise<User> {
  await repo.updateProfile(db, id, input);
  return getProfile(db, id);
}

/** A page of the open accounts, oldest first, optionally matching a search (name, e-mail, phone). */
export async function listUsers(db: Db, query: UserListQuery = {}): Promise<{ data: User[]; meta: PageMeta }> {
  const page = pageOf(query, SPEC_LIST_PAGE_SIZE);
  const search = query.search ? query.search : undefined;
  const { rows, total } = await repo.listActiveUsers(db, search, { limit: page.pageSize, offset: page.offset });
  return { data: rows.map(toUser), meta: pageMeta(page, total) };
}

/** A customer as an admin sees them: the account, its balance owed, refunds due and rentals (docs/product/money-and-refunds.md#refunds-due). */
export async function customerSummary(db: Db, id: string): Promise<CustomerSummary> {
  const row = await repo.findCustomerSummary(db, id);
  if (!row) throw notFound('User');
  return {
    ...toUser(row),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    openBalance: row.openBalance,
    refundsDue: row.refundsDue,
    rentalCount: row.rentalCount,
    openRentalCount: row.openRentalCount,
  };
}

/** An admin stays an admin: promoting works on customers only (docs/product/accounts-and-roles.md#deleting-keeps-history). */
export async function promoteToAdmin(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.deactivatedAt) throw notFound('User');
    if (user.role === 'admin') throw new AppError('ADMIN_IMMUTABLE', text.alreadyAdmin());
    await repo.setRole(tx, id, 'admin');
    await recordAudit(tx, actor, {
      action: 'user.promoted',
      subjectId: id,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
  });
}

/** docs/product/accounts-and-roles.md#deleting-keeps-history: deleting deactivates; the account's rentals and payments stay. */
export async function deleteUser(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.deactivatedAt) throw notFound('User');
    if (user.role === 'admin') throw new AppError('ADMIN_IMMUTABLE', text.adminNotDeletable());
    if ((await repo.countBlockingRentals(tx, id)) > 0) {
      throw new AppError('USER_HAS_OPEN_RENTALS', text.userHasOpenRentals());
    }
    await repo.deactivateUser(tx, id);
    await recordAudit(tx, actor, { action: 'user.deactivated', subjectId: id });
  });
}
