import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments.ts';

const a = (n: number) => 'a'.repeat(n);
/** অ (U+0985): a Bangla letter, one UTF-16 unit. */
const bn = (n: number) => 'অ'.repeat(n);

describe('smsSegments: GSM-7 texts', () => {
  it('counts an empty text as one SMS', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 1 });
  });

  it.each([
    [1, 1],
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
  ])('%i characters are %i SMS (160 in one, 153 in each part)', (length, segments) => {
    expect(smsSegments(a(length))).toEqual({ encoding: 'GSM-7', units: length, segments });
  });

  it('takes the whole basic alphabet, line breaks included, at one unit each', () => {
    const alphabet =
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
      '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    expect(alphabet).toHaveLength(127);
    expect(smsSegments(alphabet)).toEqual({ encoding: 'GSM-7', units: 127, segments: 1 });
  });

  it('counts each extension character (^{}\\[]~|€ and form feed) as two units', () => {
    expect(smsSegments('€')).toEqual({ encoding: 'GSM-7', units: 2, segments: 1 });
    expect(smsSegments('^{}\\[]~|€\f')).toEqual({ encoding: 'GSM-7', units: 20, segments: 1 });
    expect(smsSegments(`Total 250 BDT [paid] ${a(10)}`).units).toBe(33);
  });

  it('reaches 161 units with 159 characters and a €', () => {
    expect(smsSegments(`${a(158)}€`)).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments(`${a(159)}€`)).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
  });

  it('never splits an extension character between two parts', () => {
    // 152 + 2 does not fit in the first part's 153: the € opens the second part, and 153 + 1 a third.
    expect(smsSegments(`${a(152)}€${a(152)}`)).toEqual({ encoding: 'GSM-7', units: 306, segments: 3 });
    // The same units with the € where it fits: two parts.
    expect(smsSegments(`${a(151)}€${a(153)}`)).toEqual({ encoding: 'GSM-7', units: 306, segments: 2 });
  });
});

describe('smsSegments: UCS-2 texts', () => {
  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
  ])('%i Bangla letters are %i SMS (70 in one, 67 in each part)', (length, segments) => {
    expect(smsSegments(bn(length))).toEqual({ encoding: 'UCS-2', units: length, segments });
  });

  it('sends a Bangla message as UCS-2, counted in UTF-16 units', () => {
    const text = 'আপনার বাইক বুকিং নিশ্চিত হয়েছে। ধন্যবাদ!';
    expect(smsSegments(text)).toEqual({ encoding: 'UCS-2', units: text.length, segments: 1 });
  });

  it('makes the whole text UCS-2 for one character outside the alphabet', () => {
    expect(smsSegments(`${a(100)}ç`)).toEqual({ encoding: 'UCS-2', units: 101, segments: 2 });
    // Typographic quotes, a backtick and the taka sign are not GSM characters either.
    for (const char of ['’', '“', '`', '৳', 'é\u0301']) expect(smsSegments(`Thanks${char}`).encoding).toBe('UCS-2');
  });

  it('counts an extension character as one unit once the text is UCS-2', () => {
    expect(smsSegments('€ অ')).toEqual({ encoding: 'UCS-2', units: 3, segments: 1 });
  });

  it('counts an emoji as two units', () => {
    expect(smsSegments('😀')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments('Ride safe 🏍️')).toEqual({ encoding: 'UCS-2', units: 13, segments: 1 });
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('😀'.repeat(36))).toEqual({ encoding: 'UCS-2', units: 72, segments: 2 });
  });

  it('never splits an emoji between two parts', () => {
    // 66 + 2 does not fit in the first part's 67: the emoji opens the second part.
    expect(smsSegments(`${bn(66)}😀${bn(66)}`)).toEqual({ encoding: 'UCS-2', units: 134, segments: 3 });
    expect(smsSegments(`${bn(65)}😀${bn(67)}`)).toEqual({ encoding: 'UCS-2', units: 134, segments: 2 });
  });
});
