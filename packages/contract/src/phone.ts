/**
 * Bangladeshi mobile numbers (docs/product/messages.md#channels). Customers type them as they read them off a card or a phone book:
 * `01712-345678`, `+880 1712 345678`, `(880) 1712.345678`, `008801712345678`. An SMS gateway wants one
 * form, the MSISDN `8801XXXXXXXXX`, so every number is read here and nowhere else.
 */

/** Separators people put in a number; nothing else may stand between its digits. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * A mobile number after the separators are gone: an optional country code (`+88`, `0088` or `88`) before
 * the national `01` and an operator digit 3–9, then eight digits. Bangladesh's code is 880; its `0` doubles
 * as the national trunk prefix, which is why the national number's leading `0` stays in every form.
 */
const MOBILE = /^(?:\+88|0088|88)?(01[3-9]\d{8})$/;

/**
 * The MSISDN (`8801XXXXXXXXX`, 13 digits) of a Bangladeshi mobile number in any of the forms people type,
 * or null for anything else: a landline, a foreign number, a number too short or too long, letters.
 */
export function toMsisdn(input: string): string | null {
  const national = MOBILE.exec(input.replace(SEPARATORS, ''))?.[1];
  return national ? `88${national}` : null;
}
