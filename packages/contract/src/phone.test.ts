import { describe, expect, it } from 'vitest';
import { toMsisdn } from './phone.ts';

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
