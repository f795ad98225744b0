import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PhoneCodeVerify } from '@bond/contract/auth';
import {
  PHONE_CODE_DIGITS,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES,
  PHONE_CODES_PER_HOUR,
} from '@bond/contract/constants';
import type { Language } from '@bond/contract/notifications';
import { text } from '@bond/contract/say';
import type { Db } from '../../db/client.ts';
import { AppError, TooManyAttempts } from '../../errors.ts';
import { queuePhoneCode } from '../../notifications/outbox.ts';
import { findActiveUserById, findOpenAccountByPhone, insertUser, takenBy } from '../users/users.repository.ts';
import * as codes from './phone-codes.repository.ts';

/**
 * Phone sign-in (docs/product/accounts-and-roles.md#phone-sign-in, docs/decisions/041): a customer asks for a
 * one-time code by SMS to a Bangladeshi mobile number and signs in with it, to the number's account or to a
 * new one. Every limit is counted in PostgreSQL, so it holds across processes.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A key of its own for the codes' hashes, derived from the shop's token secret. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('bond:phone-code:v1').digest();

/** The stored form of a code: an HMAC of the code's row, its number and its digits, keyed by the shop's secret. */
export function phoneCodeHash(secret: string, id: string, phone: string, code: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${id}.${phone}.${code}`).digest('base64url');
}

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
const newCode = () => String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');

export type PhoneSignInOptions = {
  /** The shop's token secret (JWT_SECRET): the codes' hashes are keyed by a key derived from it. */
  secret: string;
  /** The request's language: the code's SMS goes in it when the number has no account. */
  language: Language;
  /** The tests' clock; else the database's. */
  now?: Date | undefined;
};

/**
 * Sends a new code to a number (already read as a Bangladeshi mobile number, in its stored form): at most one a
 * minute and PHONE_CODES_PER_HOUR an hour per number, whether or not it has an account, so the answer tells
 * nobody whether it has one. The code's hash and its SMS are written in one transaction under the number's
 * lock; the SMS is due at once, ahead of every other message, in the account's language when the number has
 * one. Answers how long the code lasts and when another may be asked for.
 */
export async function requestPhoneCode(
  db: Db,
  phone: string,
  options: PhoneSignInOptions,
): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
  const code = newCode();
  const id = randomUUID();
  const codeHash = phoneCodeHash(options.secret, id, phone, code);
  await db.transaction(async (tx) => {
    await codes.lockNumber(tx, phone);
    const ages = await codes.recentCodeAges(tx, phone, HOUR_MS, options.now);
    const youngest = ages[ages.length - 1];
    if (youngest !== undefined && youngest < PHONE_CODE_RESEND_SECONDS * 1000) {
      throw new TooManyAttempts(PHONE_CODE_RESEND_SECONDS * 1000 - youngest, (seconds) =>
        text.phoneCodeWait({ seconds }),
      );
    }
    const leaving = ages[ages.length - PHONE_CODES_PER_HOUR];
    if (leaving !== undefined) {
      throw new TooManyAttempts(HOUR_MS - leaving, (seconds) =>
        text.phoneCodesPerHour({ count: PHONE_CODES_PER_HOUR, minutes: Math.ceil(seconds / 60) }),
      );
    }
    const { expiresAt } = await codes.insertCode(tx, { id, phone, codeHash, minutes: PHONE_CODE_MINUTES }, options.now);
    const account = await findOpenAccountByPhone(tx, phone);
    await queuePhoneCode(tx, {
      phone,
      userId: account?.id ?? null,
      language: account?.language ?? options.language,
      code,
      expiresAt,
      now: options.now,
    });
  });
  return { expiresInSeconds: PHONE_CODE_MINUTES * 60, resendInSeconds: PHONE_CODE_RESEND_SECONDS };
}

type Verdict = { refusal: AppError } | { userId: string; newAccount: boolean };

/**
 * Signs in with a number's latest code: to the open account that has the number (one made at the counter is
 * claimed this way), or, with a name, to a new customer account (no password, no e-mail) opened for it. A
 * code is tried under its row's lock, so of any number of simultaneous tries in any processes one at a time
 * is judged and one at most signs in. A wrong code spends a try (the message says how many are left); after
 * PHONE_CODE_TRIES, even the right code is refused. Staff and admin accounts are refused: they log in with
 * their e-mail and password. A number without an account and no name gets 400 naming `name`, without the
 * code being used or a try spent (it was right).
 */
export async function verifyPhoneCode(db: Db, input: PhoneCodeVerify, options: PhoneSignInOptions) {
  const { phone } = input;
  const verdict = await db
    .transaction(async (tx): Promise<Verdict> => {
      const row = await codes.lockLatestCode(tx, phone, options.now);
      if (!row) return { refusal: new AppError('PHONE_CODE_NOT_SENT', text.phoneCodeNotSent(), 'code') };
      if (row.usedAt) return { refusal: new AppError('PHONE_CODE_USED', text.phoneCodeUsed(), 'code') };
      if (row.expired) return { refusal: new AppError('PHONE_CODE_EXPIRED', text.phoneCodeExpired(), 'code') };
      if (row.tries >= PHONE_CODE_TRIES) {
        return { refusal: new AppError('PHONE_CODE_NO_TRIES_LEFT', text.phoneCodeNoTriesLeft(), 'code') };
      }
      if (!sameHash(phoneCodeHash(options.secret, row.id, phone, input.code), row.codeHash)) {
        const tries = await codes.countTry(tx, row.id);
        const triesLeft = Math.max(0, PHONE_CODE_TRIES - tries);
        return { refusal: new AppError('PHONE_CODE_WRONG', text.phoneCodeWrong({ triesLeft }), 'code') };
      }
      const account = await findOpenAccountByPhone(tx, phone);
      if (account && account.role !== 'user') {
        return {
          refusal: new AppError('PHONE_SIGN_IN_CUSTOMERS_ONLY', text.phoneSignInCustomersOnly(), 'phone'),
        };
      }
      if (!account && !input.name) {
        return { refusal: new AppError('VALIDATION_FAILED', text.nameNeededForNewAccount(), 'name') };
      }
      if (!(await codes.markUsed(tx, row.id, options.now))) {
        return { refusal: new AppError('PHONE_CODE_USED', text.phoneCodeUsed(), 'code') };
      }
      if (account) return { userId: account.id, newAccount: false };
      const userId = await insertUser(tx, {
        name: input.name ?? '',
        email: '',
        phone,
        address: '',
        passwordHash: null,
        role: 'user',
        language: options.language,
      });
      return { userId, newAccount: true };
    })
    .catch((err: unknown) => {
      // Another account took the number between the code and now (made at the counter): the code stays unused.
      throw takenBy(err) ?? err;
    });
  if ('refusal' in verdict) throw verdict.refusal;
  const user = await findActiveUserById(db, verdict.userId);
  if (!user) throw new Error('the account signed in to is gone');
  return { user, newAccount: verdict.newAccount };
}
