import { z } from 'zod';
import { zodText } from './say.ts';

/**
 * The rules for text a caller sends (docs/decisions/025), in one place: every text field of every request
 * schema is built from `textOf`, and every name from `nameOf`.
 *
 * - Any text: refused when it holds a lone surrogate (half of a UTF-16 pair, which no UTF-8 column or JSON
 *   document can hold) or NUL (which PostgreSQL text refuses); kept in Unicode's composed form (NFC), so one
 *   name typed two ways is one name.
 * - A name (a person's, a bike's name, brand and model: what lists, page titles, SMS and e-mails show): also
 *   without invisible format characters (bidi overrides and marks, zero-width characters), without control
 *   characters, its spaces made single spaces, and refused when it holds a web address.
 */

/** A surrogate not part of a pair: with the `u` flag a proper pair is one code point and does not match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether a text can be stored and sent as it is: no lone surrogate and no NUL. */
export function isStorableText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !value.includes('\u0000');
}

/**
 * Format characters (Unicode's Cf): bidi embeddings, overrides, isolates and marks (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C), zero-width space, joiners and no-break (U+200B–U+200D, U+2060,
 * U+FEFF), the soft hyphen, invisible operators and tags. None shows; each can hide or reorder what a name
 * seems to say (`Honda\u202Egnp.exe` shows as "Hondaexe.png").
 */
const FORMAT = /\p{Cf}/u;
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const BENGALI = /\p{Script=Bengali}/u;
const CONTROL = /\p{Cc}/u;

/**
 * Whether a joiner between two characters is Bangla writing: ZWNJ and ZWJ choose how a Bengali conjunct is
 * drawn (র\u200D্য, ক্\u200Cষ), so they stay when both neighbours are Bengali script and go anywhere else.
 */
function isBanglaJoiner(char: string, before: string | undefined, after: string | undefined): boolean {
  return (char === ZWNJ || char === ZWJ) && !!before && !!after && BENGALI.test(before) && BENGALI.test(after);
}

/**
 * A name as it is stored: format characters dropped (but a joiner inside Bangla), other control characters
 * dropped, every run of white space one space, in NFC (a dropped character may leave two marks that compose).
 * Not trimmed (the schema trims after).
 */
export function cleanName(value: string): string {
  const chars = Array.from(value);
  return chars
    .filter((char, i) => {
      if (FORMAT.test(char)) return isBanglaJoiner(char, chars[i - 1], chars[i + 1]);
      return !CONTROL.test(char) || /\s/u.test(char);
    })
    .join('')
    .replace(/\s+/gu, ' ')
    .normalize('NFC');
}

/** Endings of the domains most seen in spam, for a web address written without `www.` or a scheme. */
const COMMON_TLDS =
  'com|net|org|info|biz|xyz|top|site|online|app|link|io|co|me|ly|bd|ru|cn|tk|click|shop|store|live|club|vip|icu|pw';

/**
 * A web address as a mail program or an SMS app would make it a link: a scheme (`http://`, `hxxp://`),
 * `www.`, a domain with a path (`evil.example/x`), or a domain of a common ending (`evil.com`). Read in
 * compatibility form, so full-width letters and dots count as the plain ones they look like. "Md.Rahim" and
 * "CB 150R v2.0" are not addresses.
 */
const WEB_ADDRESS = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/`,
    String.raw`(?:^|[^a-z0-9])www\d{0,3}\.`,
    String.raw`[a-z0-9-]\.[a-z]{2,}\/`,
    String.raw`[a-z0-9-]\.(?:${COMMON_TLDS})(?![a-z0-9])`,
  ].join('|'),
);

/** Whether a text holds a web address (a name must not: docs/decisions/025). */
export function hasWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value.normalize('NFKC').toLowerCase());
}

/** Bengali digits (০–৯, as a Bangla keyboard writes them) as ASCII digits; every other character kept. */
export const asciiDigits = (value: string) => value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** Any text field: storable (no lone surrogate, no NUL), in NFC. Not trimmed; callers add their bounds. */
export const textOf = (label: string) =>
  z
    .string({ error: zodText('fieldRequired', { field: label }) })
    .refine(isStorableText, { error: zodText('fieldInvalidCharacter', { field: label }), abort: true })
    .normalize('NFC');

/** A required text of at most `max` characters, trimmed (a form's field). */
export const trimmed = (label: string, max: number) =>
  textOf(label)
    .trim()
    .min(1, { error: zodText('fieldRequired', { field: label }) })
    .max(max, { error: zodText('fieldTooLong', { field: label, max }) });

/**
 * A name: a person's (sign-up, profile, contact form) or a bike's name, brand and model. Invisible and
 * control characters are dropped and a web address is refused.
 */
export const nameOf = (label: string, max: number) =>
  textOf(label)
    .overwrite(cleanName)
    .trim()
    .min(1, { error: zodText('fieldRequired', { field: label }) })
    .max(max, { error: zodText('fieldTooLong', { field: label, max }) })
    .refine((value) => !hasWebAddress(value), { error: zodText('fieldHasWebAddress', { field: label }) });

/**
 * A search of a list by name (query string): storable and cleaned like a name, so it finds what names hold.
 * May be empty (no filter).
 */
export const searchText = (label: string, max: number) =>
  textOf(label)
    .overwrite(cleanName)
    .trim()
    .max(max, { error: zodText('fieldTooLong', { field: label, max }) });
