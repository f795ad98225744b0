import type { Login, Signup } from '@bond/contract/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { RateLimitStore } from '../../plugins/rate-limit-store.ts';
import { findUserForLogin, insertUser } from '../users/users.repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
export const SIGNUP_WINDOW_MS = 60 * 60_000;
export const SIGNUPS_PER_ADDRESS = 30;

const tooMany = () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again');

/** D3: registration always creates a customer (role user), whatever the request says. */
export async function signUp(
  db: Db,
  limits: RateLimitStore,
  ip: string,
  input: Signup,
  perHour = SIGNUPS_PER_ADDRESS,
): Promise<string> {
  if ((await limits.hit(`signup:ip:${ip}`, SIGNUP_WINDOW_MS)) > perHour) throw tooMany();
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      passwordHash,
      role: 'user',
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Please log in', [
        { path: 'email', message: 'An account with this email already exists. Please log in' },
      ]);
    }
    throw err;
  }
}

/** Failed logins are counted per account and per address; a success clears the account's count. */
export async function logIn(db: Db, limits: RateLimitStore, ip: string, input: Login) {
  const accountKey = `login-fail:acct:${input.email}`;
  const addressKey = `login-fail:ip:${ip}`;
  // Every attempt counts as a failure before its (slow) password check and is taken back if it succeeds,
  // so a burst of parallel guesses cannot all slip under the limit.
  const accountFailures = await limits.hit(accountKey, LOGIN_FAILURE_WINDOW_MS);
  const addressFailures = await limits.hit(addressKey, LOGIN_FAILURE_WINDOW_MS);
  if (accountFailures > LOGIN_FAILURES_PER_ACCOUNT || addressFailures > LOGIN_FAILURES_PER_ADDRESS) {
    throw tooMany();
  }
  const user = await findUserForLogin(db, input.email);
  const ok =
    user && !user.deactivatedAt
      ? await verifyPassword(user.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
  if (!user || !ok || user.deactivatedAt) {
    throw new AppError('INVALID_CREDENTIALS', 'Email or password is incorrect', [
      { path: 'password', message: 'Email or password is incorrect' },
    ]);
  }
  await limits.reset(accountKey);
  await limits.unhit(addressKey);
  return user;
}

/** The admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists after start (D3); an existing account is made admin. */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  name = 'Shop Admin',
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserForLogin(db, normalized);
  if (existing) {
    const passwordMatches = await verifyPassword(existing.passwordHash, password);
    if (passwordMatches && existing.role === 'admin' && !existing.deactivatedAt) return 'unchanged';
    await db
      .update(users)
      .set({
        role: 'admin',
        deactivatedAt: null,
        ...(passwordMatches
          ? {}
          : { passwordHash: await hashPassword(password), tokenVersion: sql`${users.tokenVersion} + 1` }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  try {
    const passwordHash = await hashPassword(password);
    await insertUser(db, {
      name,
      email: normalized,
      phone: '+880 1700 000000',
      address: 'Bond Bike Rental, Dhaka',
      passwordHash,
      role: 'admin',
    });
    return 'created';
  } catch (err) {
    // Another server process created it at the same moment.
    if (isUniqueViolation(err, 'users_email_key')) return ensureAdmin(db, email, password, name);
    throw err;
  }
}
