/**
 * Bangladeshi mobile numbers (docs/product/messages.md#channels,
 * docs/product/accounts-and-roles.md#phone-numbers). Customers type them as they read them off a card or a
 * phone book: `01712-345678`, `+880 1712 345678`, `(880) 1712.345678`, `008801712345678`. The shop keeps
 * one form of each, `+8801712345678`, and an SMS gateway wants another, the MSISDN `8801712345678`, so
 * every number is read here and nowhere else.
 */

/**
 * Separators people put in a number; nothing else may stand between its digits. The white space is
 * listed rather than `\s`, so that the database's regular expression of migration 0018 (which reads the
 * numbers stored before this rule) can list the same characters.
 */
const SEPARATORS = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\-.()]/g;

/**
 * A mobile number after the separators are gone: an optional country code (`+88`, `0088` or `88`) before
 * the national `01` and an operator digit 3–9, then eight digits. Bangladesh's code is 880; its `0` doubles
 * as the national trunk prefix, which is why the national number's leading `0` stays in every form.
 */
const MOBILE = /^(?:\+88|0088|88)?(01[3-9]\d{8})$/;

/** The national number (`01712345678`) of a mobile number in any form people type, or null. */
function nationalNumber(input: string): string | null {
  return MOBILE.exec(input.replace(SEPARATORS, ''))?.[1] ?? null;
}

/**
 * The form the shop stores every Bangladeshi mobile number in, `+8801712345678` (E.164: the country code
 * with its `+`, then the national number without its trunk `0`), from any of the forms people type; null
 * for anything else: a landline, a foreign number, a number too short or too long, letters.
 */
export function canonicalPhone(input: string): string | null {
  const national = nationalNumber(input);
  return national ? `+88${national}` : null;
}

/**
 * The MSISDN (`8801XXXXXXXXX`, 13 digits) of a Bangladeshi mobile number in any of the forms people type,
 * or null for anything else: a landline, a foreign number, a number too short or too long, letters.
 */
export function toMsisdn(input: string): string | null {
  const national = nationalNumber(input);
  return national ? `88${national}` : null;
}

/** What a phone number is typed with: digits, a leading `+`, and spaces, dashes, dots or brackets between. */
const PHONE_TYPED = /^\s*\+?[\d\s().-]+$/;

/**
 * The digits a phone search looks for, whichever way the number is typed: without a country code or the
 * trunk `0`, so `01711 000001`, `+8801711000001` and `1711000001` all look for `1711000001`, which every
 * stored form of that number holds. Part of a number works the same way (`01711` looks for `1711`). A search
 * with anything else in it looks for no phone (empty).
 */
export function phoneSearchDigits(search: string): string {
  // A name or an address with a number in it (`Road 10`, `100%_off`) is not a phone number being typed.
  if (!PHONE_TYPED.test(search)) return '';
  return search
    .replace(/\D/g, '')
    .replace(/^(?:00)?880/, '')
    .replace(/^0/, '');
}
