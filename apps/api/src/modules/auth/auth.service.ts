import type { Login, Signup } from '@bond/contract/auth';
import { TOKEN_LIFETIME_DAYS } from '@bond/contract/constants';
import type { Language } from '@bond/contract/notifications';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError, sessionExpired, TooManyAttempts } from '../../errors.ts';
import { queueVerificationEmail, type MessageContext } from '../../notifications/outbox.ts';
import { recentMessageTimes } from '../../notifications/outbox.repository.ts';
import { VERIFICATION_LINK_HOURS } from '../../notifications/templates.ts';
import type { RateLimitStore } from '../../plugins/rate-limit-store.ts';
import {
  findUserForLogin,
  insertUser,
  lockAccountForVerification,
  makeActiveAdmin,
  markEmailVerified,
  revokeSessions,
} from '../users/users.repository.ts';
import { readVerificationToken, verificationToken } from './email-verification.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import * as sessions from './sessions.repository.ts';

export const TOKEN_LIFETIME_SECONDS = TOKEN_LIFETIME_DAYS * 24 * 60 * 60;

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures of one address on one account: this address is locked out of that account. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failures of one address on any accounts: this address is locked out of every account. */
export const LOGIN_FAILURES_PER_ADDRESS = 100;
/** Failures on one account from all addresses, over a longer window: slows a guessing botnet. */
export const LOGIN_FAILURES_PER_ACCOUNT = 100;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60_000;
/** Sign-ups from one client address (a per-route limit of @fastify/rate-limit on POST /auth/signup). */
export const SIGNUP_WINDOW_MS = 60 * 60_000;
export const SIGNUPS_PER_ADDRESS = 30;

/** What e-mail verification needs (decision 023): the token secret and where links point. */
export type VerificationContext = { secret: string; messages: MessageContext };

const HOUR_MS = 60 * 60_000;
const VERIFICATION_LINK_MS = VERIFICATION_LINK_HOURS * HOUR_MS;

/**
 * D3: registration always creates a customer (role user), whatever the request says. Their messages go in
 * the language they signed up in (D23), until they choose another in the profile. The account and the
 * e-mail that verifies its address are made in one transaction (decision 023).
 */
export async function signUp(
  db: Db,
  input: Signup,
  language: Language = 'en',
  verification?: VerificationContext,
  now = new Date(),
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        passwordHash,
        role: 'user',
        language,
      });
      if (verification) {
        const token = verificationToken(
          verification.secret,
          id,
          input.email,
          new Date(now.getTime() + VERIFICATION_LINK_MS),
        );
        await queueVerificationEmail(tx, verification.messages, { id, email: input.email, language }, token, now);
      }
      return id;
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

const invalidLink = () =>
  new AppError(
    'VERIFICATION_LINK_INVALID',
    'This verification link is not valid: it was changed, or it is for an address this account no longer has',
    [
      {
        path: 'token',
        message:
          'This verification link is not valid: it was changed, or it is for an address this account no longer has',
      },
    ],
  );

/**
 * A verification link opened (decision 023): the account's address is verified if the link was made for that
 * account and that address, and has not expired. Opening it again is no error; a link for an address the
 * account no longer has does nothing. Needs no login: the link may be opened on another device.
 */
export async function verifyEmail(db: Db, secret: string, token: string, now = new Date()): Promise<{ email: string }> {
  const read = readVerificationToken(secret, token);
  if (!read) throw invalidLink();
  return db.transaction(async (tx) => {
    const account = await lockAccountForVerification(tx, read.accountId);
    if (!account || account.deactivatedAt || !read.isFor(account.email)) throw invalidLink();
    if (account.emailVerifiedAt) return { email: account.email };
    if (read.expiresAt.getTime() <= now.getTime()) {
      const message = 'This verification link has expired. Log in and ask for a new one in View Profile';
      throw new AppError('VERIFICATION_LINK_EXPIRED', message, [{ path: 'token', message }]);
    }
    await markEmailVerified(tx, account.id, account.email, now);
    return { email: account.email };
  });
}

/** Verification e-mails an account may ask for (the one sign-up sends counts): one a minute, five an hour. */
export const VERIFICATION_EMAILS_PER_MINUTE = 1;
export const VERIFICATION_EMAILS_PER_HOUR = 5;

/**
 * A new verification link for the signed-in account's address (decision 023), within the limits: an
 * address nobody proved theirs is not to be flooded with links either. Counted in the outbox itself, under
 * the account's row lock, so every process agrees.
 */
export async function resendVerification(
  db: Db,
  verification: VerificationContext,
  accountId: string,
  now = new Date(),
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const account = await lockAccountForVerification(tx, accountId);
    if (!account || account.deactivatedAt) throw sessionExpired();
    if (account.emailVerifiedAt) {
      throw new AppError('EMAIL_ALREADY_VERIFIED', 'This e-mail address is verified already');
    }
    const sent = await recentMessageTimes(tx, account.id, 'email_verification', new Date(now.getTime() - HOUR_MS));
    const lastMinute = sent.filter((at) => at.getTime() > now.getTime() - 60_000);
    const wait = (oldest: Date, windowMs: number) => oldest.getTime() + windowMs - now.getTime();
    if (lastMinute.length >= VERIFICATION_EMAILS_PER_MINUTE && lastMinute[0]) {
      throw new TooManyAttempts(wait(lastMinute[0], 60_000));
    }
    const leaving = sent[sent.length - VERIFICATION_EMAILS_PER_HOUR];
    if (leaving) throw new TooManyAttempts(wait(leaving, HOUR_MS));
    const token = verificationToken(
      verification.secret,
      account.id,
      account.email,
      new Date(now.getTime() + VERIFICATION_LINK_MS),
    );
    await queueVerificationEmail(tx, verification.messages, account, token, now);
    return { email: account.email };
  });
}

/**
 * Failed logins are counted per (account, address) pair, per address, and per account over a longer
 * window. The account's own count only blocks addresses that have failed on it themselves, so an attacker
 * cannot lock the owner (or the admin) out of an account by guessing wrong from elsewhere.
 */
export async function logIn(db: Db, limits: RateLimitStore, ip: string, input: Login) {
  const addressKey = `login-fail:ip:${ip}`;
  const pairKey = `login-fail:pair:${input.email}:${ip}`;
  const accountKey = `login-fail:acct:${input.email}`;
  // Every attempt counts as a failure before its (slow) password check and is taken back if it succeeds,
  // so a burst of parallel guesses cannot all slip under the limit. A blocked address stops at its own
  // counter: a flood of made-up e-mails from it adds no keys.
  const address = await limits.hit(addressKey, LOGIN_FAILURE_WINDOW_MS);
  if (address.count > LOGIN_FAILURES_PER_ADDRESS) throw new TooManyAttempts(address.resetInMs);
  const pair = await limits.hit(pairKey, LOGIN_FAILURE_WINDOW_MS);
  if (pair.count > LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS) throw new TooManyAttempts(pair.resetInMs);
  const account = await limits.hit(accountKey, LOGIN_ACCOUNT_WINDOW_MS);
  // pair.count > 1: this address failed on this account before, within the pair's window.
  if (account.count > LOGIN_FAILURES_PER_ACCOUNT && pair.count > 1) {
    throw new TooManyAttempts(Math.min(account.resetInMs, pair.resetInMs));
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
  await limits.reset(pairKey);
  await limits.unhit(accountKey);
  await limits.unhit(addressKey);
  return user;
}

/** A login starts a session family; its refresh token names the session. */
export async function startSession(db: Db, userId: string): Promise<string> {
  return (await sessions.insertSession(db, { userId, lifetimeSeconds: TOKEN_LIFETIME_SECONDS })).id;
}

/** What a token names: its account, the account's token version it was issued under, and its session (none
 * on tokens issued before sessions existed). */
export type TokenClaims = { sub: string; ver: number; sid?: string | null | undefined };

/**
 * D3: the account, not the token, decides. The one place that says whether a token still stands: its
 * account is active, its token version is the account's current one (no logout everywhere, deactivation or
 * password change since), and its session has not been revoked (logout, or a replayed refresh token).
 */
export async function accountOfToken(db: Db, claims: TokenClaims) {
  const row = await sessions.findAccountOfSession(db, claims.sub, claims.sid ?? null);
  if (!row || row.tokenVersion !== claims.ver || row.sessionRevoked) throw sessionExpired();
  const { sessionRevoked: _revoked, ...account } = row;
  return account;
}

/**
 * Refreshing rotates the session: the presented one is marked rotated and a successor of the same family
 * is issued, in one transaction. A session already rotated being presented again means its token was
 * copied: the whole family is revoked, the thief's successor and the owner's alike. `claims` is null when
 * there is no valid refresh token.
 */
export async function rotateSession(db: Db, claims: TokenClaims | null) {
  const sessionId = claims?.sid;
  if (!claims || !sessionId) throw sessionExpired();
  const next = await db.transaction(async (tx) => {
    const rotated = await sessions.markRotated(tx, sessionId);
    if (!rotated) {
      const row = await sessions.findSession(tx, sessionId);
      if (row?.rotatedAt && !row.revokedAt) await sessions.revokeFamilyOf(tx, sessionId);
      return null;
    }
    const successor = await sessions.insertSession(tx, {
      userId: rotated.userId,
      familyId: rotated.familyId,
      lifetimeSeconds: TOKEN_LIFETIME_SECONDS,
    });
    return { userId: rotated.userId, sessionId: successor.id };
  });
  if (!next) throw sessionExpired();
  const user = await accountOfToken(db, { sub: next.userId, ver: claims.ver, sid: next.sessionId });
  return { user, sessionId: next.sessionId };
}

/** Logout: the session's family ends, so neither its refresh token nor its access token works any more. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await sessions.revokeFamilyOf(db, sessionId);
}

/** Logout everywhere: every token and every session of the account ends (D3). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessions(tx, userId);
    await sessions.revokeSessionsOfUser(tx, userId);
  });
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
    await makeActiveAdmin(db, existing.id, passwordMatches ? undefined : await hashPassword(password));
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
      // The address the shop's own configuration names needs no proof (decision 023).
      emailVerifiedAt: new Date(),
    });
    return 'created';
  } catch (err) {
    // Another server process created it at the same moment.
    if (isUniqueViolation(err, 'users_email_key')) return ensureAdmin(db, email, password, name);
    throw err;
  }
}
