import { pageMeta, pageOf, SPEC_LIST_PAGE_SIZE, type PageMeta } from '@bond/contract/common';
import { text } from '@bond/contract/say';
import type { Role } from '@bond/contract/auth';
import type { Customer, CustomerListQuery, NewCustomer } from '@bond/contract/customers';
import { riderStatus } from '@bond/contract/riders';
import { shopDateOf } from '@bond/contract/time';
import type { CustomerSummary, UpdateMe, User, UserListQuery } from '@bond/contract/users';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../shared/actors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { reviewsOf } from '../riders/riders.repository.ts';
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

/** The account's name, phone (in its stored form) and address; a phone another open account has is a 409. */
export async function updateProfile(db: Db, id: string, input: UpdateMe): Promise<User> {
  try {
    await repo.updateProfile(db, id, input);
  } catch (err) {
    throw repo.takenBy(err) ?? err;
  }
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

/**
 * The spec's promote call: a customer (or a staff member) becomes an admin; an admin stays one, refused as
 * before (docs/product/accounts-and-roles.md#roles).
 */
export async function promoteToAdmin(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.deactivatedAt) throw notFound('User');
    if (user.role === 'admin') throw new AppError('ADMIN_IMMUTABLE', text.alreadyAdmin());
    await repo.setRole(tx, id, 'admin');
    await recordAudit(tx, actor, {
      action: 'user.promoted',
      subjectId: id,
      before: { role: user.role },
      after: { role: 'admin' },
    });
  });
}

/**
 * An admin gives another open account a role (docs/product/accounts-and-roles.md#roles): customer, staff or
 * admin. Never the admin's own, so the shop always keeps the admin who acts. Giving an account the role it
 * has changes nothing and logs nothing; a change is logged with the role before and after. The role is read
 * from the database on every request, so the account's next request already has it.
 */
export async function changeRole(db: Db, actor: Actor, id: string, role: Role): Promise<User> {
  if (id === actor.id) throw new AppError('OWN_ROLE_UNCHANGEABLE', text.ownRoleUnchangeable(), 'id');
  await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.deactivatedAt) throw notFound('User');
    if (user.role === role) return;
    await repo.setRole(tx, id, role);
    await recordAudit(tx, actor, {
      action: 'user.role_changed',
      subjectId: id,
      before: { role: user.role },
      after: { role },
    });
  });
  return getProfile(db, id);
}

/**
 * The counter's customer search (docs/product/the-counter.md#walk-ins): open customer accounts (role user),
 * oldest first, by phone in any form or in part, by name or by e-mail.
 */
export async function listCustomers(
  db: Db,
  query: CustomerListQuery = {},
  now = new Date(),
): Promise<{ data: Customer[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await repo.listActiveUsers(
    db,
    query.search || undefined,
    { limit: page.pageSize, offset: page.offset },
    'user',
  );
  // Each customer's rider status on today's Dhaka day, read for the whole page at once.
  const reviews = await reviewsOf(
    db,
    rows.map((row) => row.id),
  );
  const today = shopDateOf(now);
  const data = rows.map((row) => {
    const file = reviews.get(row.id);
    return { ...toUser(row), riderStatus: riderStatus(file?.review ?? 'none', file?.licenceExpiry ?? null, today) };
  });
  return { data, meta: pageMeta(page, total) };
}

/**
 * A customer account made at the counter for a rider who has none
 * (docs/product/accounts-and-roles.md#customers-made-at-the-counter): a name and a phone number, an e-mail
 * and an address if given, and no password, so nobody logs in to it with one. Its messages go by SMS (an
 * e-mail given here is not verified). A number or an address another open account has is a 409 that says
 * only that. Logged with who made it.
 */
export async function createCustomer(db: Db, actor: Actor, input: NewCustomer): Promise<User> {
  const id = await db
    .transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        name: input.name,
        email: input.email ?? '',
        phone: input.phone,
        address: input.address ?? '',
        passwordHash: null,
        role: 'user',
      });
      await recordAudit(tx, actor, {
        action: 'user.created',
        subjectId: created,
        after: { name: input.name, phone: input.phone, email: input.email ?? null },
      });
      return created;
    })
    .catch((err: unknown) => {
      throw repo.takenBy(err) ?? err;
    });
  return getProfile(db, id);
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
