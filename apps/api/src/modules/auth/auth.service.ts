import { randomInt } from 'node:crypto';
import type { Login, Signup } from '@bond/contract/auth';
import {
  LOGIN_CODE_DIGITS,
  LOGIN_CODE_MINUTES,
  LOGIN_CODE_RESEND_SECONDS,
  LOGIN_CODE_TRIES,
  LOGIN_SLOWDOWN_AFTER_FAILURES,
  LOGIN_SLOWDOWN_FIRST_SECONDS,
  LOGIN_SLOWDOWN_MAX_SECONDS,
  TOKEN_LIFETIME_DAYS,
} from '@bond/contract/constants';
import type { Language } from '@bond/contract/notifications';
import { text } from '@bond/contract/say';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { accountSlowedDown, AppError, sessionExpired, TooManyAttempts } from '../../errors.ts';
import {
  queueLoginCode,
  queueVerificationEmail,
  type CodeRecipient,
  type MessageContext,
} from '../../notifications/outbox.ts';
import { recentMessageTimes } from '../../notifications/outbox.repository.ts';
import { VERIFICATION_LINK_HOURS } from '../../notifications/templates.ts';
import type { KnownDevice } from '../../shared/actors.ts';
import type { Counters } from '../../shared/counters.ts';
import {
  findUserForLogin,
  insertUser,
  lockAccountForVerification,
  makeActiveAdmin,
  markEmailVerified,
  revokeSessions,
  takenBy,
} from '../users/users.repository.ts';
import { readVerificationToken, verificationToken } from './email-verification.ts';
import * as logins from './logins.repository.ts';
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
/**
 * Sign-ups from one client address (a per-route limit of @fastify/rate-limit on POST /auth/signup; the
 * default of SIGNUPS_PER_ADDRESS_PER_HOUR): room for the many customers behind a carrier's shared address
 * (docs/decisions/031).
 */
export const SIGNUP_WINDOW_MS = 60 * 60_000;
export const SIGNUPS_PER_ADDRESS = 60;

/** What e-mail verification needs (decision 023): the token secret and where links point. */
export type VerificationContext = { secret: string; messages: MessageContext };

const HOUR_MS = 60 * 60_000;
const VERIFICATION_LINK_MS = VERIFICATION_LINK_HOURS * HOUR_MS;

/**
 * docs/product/accounts-and-roles.md#sign-up: registration always creates a customer (role user), whatever the request says. Their messages go in
 * the language they signed up in (decision 018), until they choose another in the profile. The account and the
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
    // A taken e-mail or phone number (docs/product/accounts-and-roles.md#phone-numbers): a 409 naming the field.
    throw takenBy(err) ?? err;
  }
}

const invalidLink = () => new AppError('VERIFICATION_LINK_INVALID', text.verificationLinkInvalid(), 'token');

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
      throw new AppError('VERIFICATION_LINK_EXPIRED', text.verificationLinkExpired(), 'token');
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
      throw new AppError('EMAIL_ALREADY_VERIFIED', text.emailAlreadyVerified());
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
 * docs/decisions/022: after this many failed logins on an account, from any address, each further attempt
 * waits, 5 s doubling to at most 60 s: a wait, never a lock, so the owner always gets in within a minute.
 */
export const LOGIN_SLOWDOWN: logins.SlowdownRule = {
  afterFailures: LOGIN_SLOWDOWN_AFTER_FAILURES,
  firstSeconds: LOGIN_SLOWDOWN_FIRST_SECONDS,
  maxSeconds: LOGIN_SLOWDOWN_MAX_SECONDS,
};

/**
 * How a login is judged beyond the address counters: the per-account rule, the tests' clock (else the
 * database's), and where an admin's code goes when no real SMS gateway or SMTP server can carry it.
 */
export type LoginOptions = {
  slowdown?: logins.SlowdownRule | undefined;
  now?: Date | undefined;
  /** The account a browser has logged in to before (its known-device cookie), if any. */
  knownDevice?: KnownDevice | null | undefined;
  /** Set when neither a real SMS gateway nor an SMTP server is configured: the code is handed here too. */
  codeWithoutChannel?: ((email: string, code: string) => void) | undefined;
};

const wrongPassword = () => new AppError('INVALID_CREDENTIALS', text.wrongCredentials(), 'password');

/**
 * Failed logins are counted per (account, address) pair, per address, and per account over a longer
 * window. The account's own count only blocks addresses that have failed on it themselves, so an attacker
 * cannot lock the owner (or the admin) out of an account by guessing wrong from elsewhere. Beside those,
 * every account counts its own failures in PostgreSQL (docs/decisions/022): from the rule's number on, each
 * attempt from any address waits its turn, and an admin account then also needs a one-time code.
 */
export async function logIn(db: Db, limits: Counters, ip: string, input: Login, options: LoginOptions = {}) {
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
  const takeBack = async () => {
    await limits.unhit(pairKey);
    await limits.unhit(accountKey);
    await limits.unhit(addressKey);
  };
  const user = await findUserForLogin(db, input.email);
  // An account without a password (made at the counter, docs/product/accounts-and-roles.md#customers-made-at-the-counter)
  // is refused as an unknown address is, in the same time: no password logs in to it, and the answer does
  // not tell that the account exists.
  if (!user || user.deactivatedAt || user.passwordHash === null) {
    await burnPasswordCheck(input.password);
    throw wrongPassword();
  }
  const passwordHash = user.passwordHash;
  const rule = options.slowdown ?? LOGIN_SLOWDOWN;
  const at = options.now;
  // The owner's own browser, known from an earlier login under the account's current token version, is not held
  // back by the wait: an attacker who keeps the account slowed with a guess a minute cannot keep its owner out.
  const known = options.knownDevice?.userId === user.id && options.knownDevice.tokenVersion === user.tokenVersion;
  const attempt = await logins.claimLoginAttempt(db, user.id, rule, at, known);
  if ('waitMs' in attempt) {
    // Refused unchecked, so not a guess: the address counters take it back, and the owner's own retries
    // during a wait never lock the owner's address out.
    await takeBack();
    throw accountSlowedDown(attempt.waitMs);
  }
  if (!(await verifyPassword(passwordHash, input.password))) throw wrongPassword();
  if (user.role === 'admin' && attempt.failuresBefore >= rule.afterFailures) {
    await checkLoginCode(db, user, input.code, { ...options, now: at });
  }
  await logins.clearLoginFailures(db, user.id);
  await limits.reset(pairKey);
  await limits.unhit(accountKey);
  await limits.unhit(addressKey);
  return user;
}

/** A new code of LOGIN_CODE_DIGITS digits, leading zeros kept. */
const newLoginCode = () => String(randomInt(0, 10 ** LOGIN_CODE_DIGITS)).padStart(LOGIN_CODE_DIGITS, '0');

/**
 * Sends the account a new one-time code, unless one went less than a minute ago: its hash is stored and
 * its SMS and e-mail queued in one transaction, so a code is stored exactly when it is sent.
 */
async function sendLoginCode(db: Db, account: CodeRecipient, options: LoginOptions): Promise<void> {
  const code = newLoginCode();
  const hash = await hashPassword(code);
  const stored = await db.transaction(async (tx) => {
    const isNew = await logins.storeLoginCode(
      tx,
      account.id,
      { hash, minutes: LOGIN_CODE_MINUTES, resendSeconds: LOGIN_CODE_RESEND_SECONDS },
      options.now,
    );
    if (isNew) await queueLoginCode(tx, account, code);
    return isNew;
  });
  // With no channel that reaches a phone or a mailbox, the shop's operator reads the code in the server's log:
  // otherwise five wrong guesses would lock the admin out for good.
  if (stored) options.codeWithoutChannel?.(account.email, code);
}

/**
 * An admin account that has reached the failures of the slowdown (docs/decisions/022) logs in with the right
 * password and the code sent to its own phone and e-mail. Without a code, the account's attempt is taken back
 * (whoever sent it knows the password; the address counters keep it, so asking for codes stays limited), a
 * code is sent and the answer asks for it. A code counts one of its tries; a wrong, used or expired one leaves
 * the attempt counted as a failure, so the account's wait applies to codes too.
 */
async function checkLoginCode(
  db: Db,
  account: CodeRecipient,
  code: string | undefined,
  options: LoginOptions,
): Promise<void> {
  const at = options.now;
  if (code === undefined) {
    await logins.undoLoginAttempt(db, account.id);
    await sendLoginCode(db, account, options);
    throw new AppError('LOGIN_CODE_REQUIRED', text.loginCodeSent({ digits: LOGIN_CODE_DIGITS }), 'code');
  }
  const hash = await logins.takeLoginCodeTry(db, account.id, LOGIN_CODE_TRIES, at);
  if (!hash || !(await verifyPassword(hash, code)) || !(await logins.useLoginCode(db, account.id, hash))) {
    throw new AppError('LOGIN_CODE_INVALID', text.loginCodeWrong(), 'code');
  }
}

/** A login starts a session family; its refresh token names the session. */
export async function startSession(db: Db, userId: string): Promise<string> {
  return (await sessions.insertSession(db, { userId, lifetimeSeconds: TOKEN_LIFETIME_SECONDS })).id;
}

/** What a token names: its account, the account's token version it was issued under, and its session (none
 * on tokens issued before sessions existed). */
export type TokenClaims = { sub: string; ver: number; sid?: string | null | undefined };

/**
 * docs/product/accounts-and-roles.md#sessions: the account, not the token, decides. The one place that says whether a token still stands: its
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

/** Logout everywhere: every token and every session of the account ends (docs/product/accounts-and-roles.md#sessions). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessions(tx, userId);
    await sessions.revokeSessionsOfUser(tx, userId);
  });
}

/** The admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists after start (docs/product/accounts-and-roles.md#first-admin); an existing account is made admin. */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  name = 'Shop Admin',
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserForLogin(db, normalized);
  if (existing) {
    const passwordMatches = existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, password));
    // The address the shop's configuration names counts as verified (decision 023), also for an admin made
    // before addresses were verified.
    const settled = existing.role === 'admin' && !existing.deactivatedAt && existing.emailVerifiedAt;
    if (passwordMatches && settled) return 'unchanged';
    await makeActiveAdmin(db, existing.id, passwordMatches ? undefined : await hashPassword(password));
    return 'updated';
  }
  try {
    const passwordHash = await hashPassword(password);
    await insertUser(db, {
      name,
      email: normalized,
      // No phone until the admin enters one in the profile: the configuration names none, and a made-up
      // number would be a stranger's (an admin's login code goes to this phone, docs/decisions/022).
      phone: '',
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
