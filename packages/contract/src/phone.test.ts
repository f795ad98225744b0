import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PhoneSchema } from './auth.ts';
import { canonicalPhone, phoneSearchDigits, toMsisdn } from './phone.ts';
import { readText } from './say.ts';

describe('toMsisdn: a Bangladeshi mobile number as the SMS gateway wants it (8801XXXXXXXXX)', () => {
  it.each([
    ['01712345678', '8801712345678'],
    ['+8801712345678', '8801712345678'],
    ['8801712345678', '8801712345678'],
    ['008801712345678', '8801712345678'],
  ])('reads the form %s', (input, msisdn) => {
    expect(toMsisdn(input)).toBe(msisdn);
  });

  it.each([
    ['01712 345678', '8801712345678'],
    ['01712-345678', '8801712345678'],
    ['017.1234.5678', '8801712345678'],
    ['+880 1712-345678', '8801712345678'],
    ['+88 017 1234 5678', '8801712345678'],
    ['(+880) 1712 345678', '8801712345678'],
    ['(880)1712345678', '8801712345678'],
    ['00 880 1712 345 678', '8801712345678'],
    ['  01712345678\t', '8801712345678'],
    ['0171\u00a02345678', '8801712345678'],
  ])('ignores spaces, dashes, dots and parentheses: %s', (input, msisdn) => {
    expect(toMsisdn(input)).toBe(msisdn);
  });

  it.each(['013', '014', '015', '016', '017', '018', '019'])('takes every operator prefix %s', (prefix) => {
    expect(toMsisdn(`${prefix}00000000`)).toBe(`88${prefix}00000000`);
  });

  it.each([
    ['an operator digit 0', '01012345678'],
    ['an operator digit 1', '01112345678'],
    ['an operator digit 2', '01212345678'],
    ['a Dhaka landline', '029876543'],
    ['a Dhaka landline with the country code', '+880 2 9876 5432'],
    ['a number one digit short', '0171234567'],
    ['a number one digit long', '017123456789'],
    ['the international form one digit short', '+880171234567'],
    ['the international form one digit long', '+88017123456789'],
    ['the national number without its 0', '1712345678'],
    ['the country code without the 0', '+881712345678'],
    ['an Indian mobile', '+919812345678'],
    ['a British mobile', '+447700900123'],
    ['a + anywhere but the front', '880+1712345678'],
    ['a + and 00 together', '+008801712345678'],
    ['letters', '01712ABCDEF'],
    ['a slash', '01712/345678'],
    ['an extension', '01712345678 ext 2'],
    ['Bangla digits', '০১৭১২৩৪৫৬৭৮'],
    ['nothing', ''],
    ['only separators', ' - . ( ) '],
  ])('refuses %s', (_what, input) => {
    expect(toMsisdn(input)).toBeNull();
  });
});

/** A national number: 01, an operator digit 3–9, eight digits. */
const national = fc
  .tuple(fc.integer({ min: 3, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([operator, rest]) => `01${operator}${rest.join('')}`);
/** The ways a number is written: with or without a country code, separators between any two characters. */
const prefixes = ['', '+88', '88', '0088', '+88 ', '(+88)', '00 88 '];
const separators = ['', ' ', '-', '.', '\u00a0', ' - '];
const written = fc
  .tuple(
    national,
    fc.constantFrom(...prefixes),
    fc.array(fc.constantFrom(...separators), { minLength: 11, maxLength: 11 }),
  )
  .map(([number, prefix, gaps]) => ({
    number,
    text: prefix + [...number].map((digit, i) => digit + (i < number.length - 1 ? (gaps[i] ?? '') : '')).join(''),
  }));

describe('canonicalPhone: the one form the shop stores a mobile number in (+8801XXXXXXXXX)', () => {
  it.each([
    ['01711223344', '+8801711223344'],
    ['+8801711223344', '+8801711223344'],
    ['8801711223344', '+8801711223344'],
    ['008801711223344', '+8801711223344'],
    ['880 1711 223344', '+8801711223344'],
    ['+880 1711-223344', '+8801711223344'],
    ['01711-223 344', '+8801711223344'],
    ['(+880) 1711.223344', '+8801711223344'],
  ])('reads %s as %s', (input, canonical) => {
    expect(canonicalPhone(input)).toBe(canonical);
  });

  it.each(['029876543', '+880 2 9876 5432', '+919812345678', '+447700900123', '01212345678', '0171234567', ''])(
    'refuses %s, which is not a Bangladeshi mobile number',
    (input) => {
      expect(canonicalPhone(input)).toBeNull();
    },
  );

  it('reads every way of writing a number as the same stored form, and that form as itself', () => {
    fc.assert(
      fc.property(written, ({ number, text }) => {
        const canonical = canonicalPhone(text);
        expect(canonical).toBe(`+88${number}`);
        expect(canonicalPhone(canonical ?? '')).toBe(canonical);
        expect(toMsisdn(text)).toBe(`88${number}`);
      }),
    );
  });

  it('refuses a number with a digit too many or too few, or an operator digit below 3', () => {
    fc.assert(
      fc.property(written, fc.integer({ min: 0, max: 9 }), ({ number }, digit) => {
        expect(canonicalPhone(number + String(digit))).toBeNull();
        expect(canonicalPhone(number.slice(0, -1))).toBeNull();
        expect(canonicalPhone(`01${digit % 3}${number.slice(3)}`)).toBeNull();
      }),
    );
  });

  it('gives a stored form only to what has digits and separators alone', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const canonical = canonicalPhone(input);
        if (canonical !== null) {
          expect(canonical).toMatch(/^\+8801[3-9]\d{8}$/);
          expect(input).toMatch(/^[+\d\s\-.()\ufeff]*$/);
        }
      }),
    );
  });
});

describe('phoneSearchDigits: the digits a search looks for in a stored number', () => {
  it.each([
    ['+880 1711-000001', '1711000001'],
    ['01711000001', '1711000001'],
    ['8801711000001', '1711000001'],
    ['008801711000001', '1711000001'],
    ['880 1711 000', '1711000'],
    ['01711', '1711'],
    ['1711', '1711'],
    ['000001', '00001'],
    ['(017) 11.000001', '1711000001'],
    // Names and addresses with digits in them look for no phone.
    ['Tanvir 100%_off', ''],
    ['100%_', ''],
    ['Road 10', ''],
    ['rahim01711', ''],
  ])('%s looks for %s', (search, digits) => {
    expect(phoneSearchDigits(search)).toBe(digits);
  });

  it('finds the stored form of a number by every way of writing it, and by any part of it', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.nat(), ({ number, text }, a, b) => {
        const stored = canonicalPhone(text) ?? '';
        expect(stored.replace(/\D/g, '')).toContain(phoneSearchDigits(text));
        // A run of the national number's digits after its 0 (what a clerk types reading part of it).
        const from = 1 + (a % 9);
        const part = number.slice(from, from + 3 + (b % (11 - from - 2)));
        expect(stored.replace(/\D/g, '')).toContain(phoneSearchDigits(part));
      }),
    );
  });
});

describe('PhoneSchema: what every request that takes a phone checks', () => {
  it('answers the stored form, trimmed', () => {
    expect(PhoneSchema.parse('  880 1711-223344 ')).toBe('+8801711223344');
  });

  it.each([
    ['+44 20 7946 0958', 'phoneInvalid'],
    ['02-9876543', 'phoneInvalid'],
    ['call me', 'phoneInvalid'],
    ['', 'fieldRequired'],
    ['0'.repeat(31), 'fieldTooLong'],
  ])('refuses %j with %s', (input, id) => {
    const result = PhoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => readText(issue.message)?.id)).toEqual([id]);
  });
});
