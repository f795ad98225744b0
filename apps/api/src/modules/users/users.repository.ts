import type { Role } from '@bond/contract/auth';
import type { Language, ReminderChannel } from '@bond/contract/notifications';
import { phoneSearchDigits } from '@bond/contract/phone';
import { text } from '@bond/contract/say';
import type { UpdateMe } from '@bond/contract/users';
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Executor, type Tx } from '../../db/client.ts';
import { withTotal, type PageWindow } from '../../db/pages.ts';
import { refunds, rentals, users } from '../../db/schema.ts';
import { balanceUnpaid, holdsItsPeriod } from '../../db/rental-states.ts';
import { AppError } from '../../errors.ts';

export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  role: users.role,
  reminderChannel: users.reminderChannel,
  language: users.language,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export type UserRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  role: Role;
  reminderChannel: ReminderChannel;
  language: Language;
  emailVerifiedAt: Date | null;
  createdAt: Date;
};

export async function findActiveUserById(
  db: Executor,
  id: string,
): Promise<(UserRow & { tokenVersion: number }) | undefined> {
  const [row] = await db
    .select({ ...publicUserColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

export async function findUserForLogin(db: Executor, email: string) {
  const [row] = await db
    .select({
      ...publicUserColumns,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * The open account that holds a phone number (its stored form) under the one-account rule, locked for the
 * caller's transaction (a phone sign-in, docs/product/accounts-and-roles.md#phone-sign-in); an account set
 * aside by migration 0018 (`shares_phone`) and a deactivated one never answer.
 */
export async function findOpenAccountByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select({ ...publicUserColumns, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deactivatedAt), eq(users.sharesPhone, false)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertUser(
  db: Executor,
  input: {
    name: string;
    email: string;
    phone: string;
    address: string;
    /** Null: no password yet (a customer made at the counter, docs/product/accounts-and-roles.md#customers-made-at-the-counter). */
    passwordHash: string | null;
    role: Role;
    language?: Language;
    /** Set for the accounts the shop vouches for (an admin named by its configuration); null otherwise. */
    emailVerifiedAt?: Date | null;
  },
): Promise<string> {
  const [row] = await db.insert(users).values(input).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The refusal of a write that met another account's e-mail (`users_email_key`) or phone number
 * (`users_phone_key`, docs/product/accounts-and-roles.md#phone-numbers), naming the field and nothing of the
 * other account; undefined for any other error.
 */
export function takenBy(err: unknown): AppError | undefined {
  if (isUniqueViolation(err, 'users_email_key')) return new AppError('EMAIL_TAKEN', text.emailTaken(), 'email');
  if (isUniqueViolation(err, 'users_phone_key')) return new AppError('PHONE_TAKEN', text.phoneTaken(), 'phone');
  return undefined;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts matching `search`: part of the name or the e-mail, or, with three digits or more, part of the
 * phone number written any way (the digits of packages/contract/src/phone.ts's `phoneSearchDigits`, looked
 * for in the stored number's digits, so numbers stored before one form was kept are found too).
 */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = phoneSearchDigits(search);
  return or(
    ilike(users.name, likeText(search)),
    ilike(users.email, likeText(search)),
    digits.length >= 3 ? sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${likeText(digits)}` : undefined,
  );
}

/**
 * A page of the open accounts, oldest first, matching `search` in name, e-mail or phone; with `role`, only the
 * accounts of that role (the counter's customer search: role `user`).
 */
export async function listActiveUsers(
  db: Executor,
  search: string | undefined,
  page: PageWindow,
  role?: Role,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(isNull(users.deactivatedAt), role ? eq(users.role, role) : undefined, matching(search));
  return withTotal(
    db,
    users,
    where,
    db
      .select(publicUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** An account, open or deactivated, with where its money and rentals stand. */
export async function findCustomerSummary(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...publicUserColumns,
      deactivatedAt: users.deactivatedAt,
      openBalance: sql<number>`(select coalesce(sum(${rentals.totalCost}), 0)::int from ${rentals} where ${rentals.userId} = ${id} and ${balanceUnpaid})`,
      refundsDue: sql<number>`(select coalesce(sum(f.amount), 0)::int from ${refunds} f join ${rentals} on rentals.id = f.rental_id where rentals.user_id = ${id} and f.refunded_at is null)`,
      rentalCount: sql<number>`(select count(*)::int from ${rentals} where ${rentals.userId} = ${id})`,
      openRentalCount: sql<number>`(select count(*)::int from ${rentals} where ${rentals.userId} = ${id} and ${holdsItsPeriod()})`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * The account's name, phone and address (and its choices). An account set aside from the phone rule by
 * migration 0018 (`shares_phone`) keeps that while it keeps its number, and meets the rule with a new one.
 */
export async function updateProfile(db: Executor, id: string, input: UpdateMe): Promise<void> {
  await db
    .update(users)
    .set({
      ...input,
      sharesPhone: sql`${users.sharesPhone} and ${users.phone} = ${input.phone}`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function lockUser(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/**
 * Holds a share lock on an open account for the rest of the transaction: a booking made under it and a
 * deletion (which locks the row for update, then looks for open rentals) cannot pass each other.
 */
export async function lockOpenAccountForShare(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .for('share');
  return rows.length > 0;
}

/** Ends every session of the account: tokens carry the version they were issued under (docs/product/accounts-and-roles.md#sessions). */
export async function revokeSessions(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Makes the account an active admin; with a new password hash, its old tokens stop working (the token
 * version moves on).
 */
export async function makeActiveAdmin(db: Executor, id: string, newPasswordHash?: string): Promise<void> {
  await db
    .update(users)
    .set({
      role: 'admin',
      deactivatedAt: null,
      // The address the shop's configuration names is the shop's own (decision 023).
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(newPasswordHash ? { passwordHash: newPasswordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function setRole(tx: Executor, id: string, role: Role): Promise<void> {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Deactivates the account and revokes its tokens; its rentals and payments stay (docs/product/accounts-and-roles.md#deleting-keeps-history). */
export async function deactivateUser(tx: Executor, id: string): Promise<void> {
  await tx
    .update(users)
    .set({ deactivatedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Open rentals (booked, out, or returned with a balance still to pay) block deleting a customer. */
export async function countBlockingRentals(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), sql`(${holdsItsPeriod()} or ${balanceUnpaid})`));
  return row?.n ?? 0;
}

/** An account as e-mail verification needs it (decision 023), locked for the rest of the transaction. */
export async function lockAccountForVerification(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/**
 * The address is verified, if it is still the account's address and was not verified before. Answers whether
 * this call verified it.
 */
export async function markEmailVerified(db: Executor, id: string, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
