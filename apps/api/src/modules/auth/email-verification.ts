import { createHmac, timingSafeEqual } from 'node:crypto';
import { IdSchema } from '@bond/contract/common';

/**
 * The token of an e-mail verification link (decision 023): `<account id>.<expiry>.<signature>`, the expiry in
 * seconds (base 36) and the signature an HMAC-SHA256 of the account, the expiry and the address, keyed by a
 * key derived from the token secret (so it can never pass for a login token, nor one for it). The address is
 * signed, not carried: the link says nothing about it, and a link made for an address the account no longer
 * has does not verify the new one. Pure functions; the clock is a parameter.
 */

/** A key of its own for these tokens, derived from the shop's token secret. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('bond:email-verification:v1').digest();

const signature = (secret: string, accountId: string, expires: string, email: string) =>
  createHmac('sha256', keyOf(secret)).update(`${accountId}.${expires}.${email.trim().toLowerCase()}`).digest();

/** A token for this account and address that works until `expiresAt`. */
export function verificationToken(secret: string, accountId: string, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${accountId}.${expires}.${signature(secret, accountId, expires, email).toString('base64url')}`;
}

export type ReadToken = {
  accountId: string;
  expiresAt: Date;
  /** Whether the token was made for this address (and not altered). */
  isFor(email: string): boolean;
};

/** The account a token names, or null when it is not one of ours in shape. Its signature is checked by `isFor`. */
export function readVerificationToken(secret: string, token: string): ReadToken | null {
  const [accountId, expires, sig, ...rest] = token.split('.');
  if (!accountId || !expires || !sig || rest.length > 0) return null;
  if (!IdSchema.safeParse(accountId).success || !/^[0-9a-z]{1,10}$/.test(expires) || !/^[\w-]{43}$/.test(sig))
    return null;
  const given = Buffer.from(sig, 'base64url');
  return {
    accountId,
    expiresAt: new Date(parseInt(expires, 36) * 1000),
    isFor: (email) => {
      const expected = signature(secret, accountId, expires, email);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
