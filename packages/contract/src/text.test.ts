import { describe, expect, it } from 'vitest';
import { SignupSchema } from './auth.ts';
import { CreateBikeSchema, UpdateBikeSchema } from './bikes.ts';
import { ContactSchema } from './contact.ts';
import { cleanName, hasWebAddress, isStorableText, nameOf, trimmed } from './text.ts';
import { UpdateMeSchema } from './users.ts';
import { sayMessage } from './say.ts';

const name = nameOf('Name', 100);
const text = trimmed('Description', 2000);
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => sayMessage('en', issue.message)) ?? [];

/** A small seeded generator (mulberry32), so the "for any text" tests are the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Characters a hostile or careless name is made of: Latin, Bangla, joiners, bidi controls, space, marks. */
const ALPHABET = [
  ...'aZ09 .-/:w',
  ...'কখগরযষম্াির\u200D\u200C',
  '\u202E',
  '\u2066',
  '\u200B',
  '\u200E',
  '\u061C',
  '\uFEFF',
  '\u00AD',
  '\t',
  '\n',
  'e\u0301',
  '\u00E9',
  '\u09C7\u09BE', // ে + া, which NFC composes into ো
  '😀',
];

function randomTexts(count: number, seed = 25): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 12) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join(''),
  );
}

describe('any text field', () => {
  it('refuses a lone surrogate, either half, anywhere, naming the field', () => {
    for (const bad of ['\uD800', 'Honda \uD800', '\uDFFF', 'a\uDC00b', 'x\uD83D']) {
      const result = text.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(messagesOf(result)).toEqual(['Description contains an invalid character']);
    }
  });

  it('refuses NUL, which PostgreSQL cannot store', () => {
    expect(messagesOf(text.safeParse('Honda\u0000'))).toEqual(['Description contains an invalid character']);
  });

  it('keeps a proper pair (an emoji) and stores text in NFC', () => {
    expect(text.parse('Ride 😀')).toBe('Ride 😀');
    expect(text.parse('Cafe\u0301')).toBe('Caf\u00E9');
    expect(text.parse('ক\u09C7\u09BE')).toBe('কো');
  });

  it('for any text: storable iff it has no lone surrogate and no NUL, and the result is NFC', () => {
    for (const value of randomTexts(500)) {
      const result = text.safeParse(value);
      if (!result.success) {
        expect(messagesOf(result)).toEqual(['Description is required']);
        expect(value.trim()).toBe('');
        continue;
      }
      expect(result.data).toBe(value.normalize('NFC').trim());
    }
    for (let unit = 0xd800; unit <= 0xdfff; unit += 0x11)
      expect(isStorableText(`a${String.fromCharCode(unit)}`)).toBe(false);
  });
});

describe('a name', () => {
  it('drops bidi controls and zero-width characters: what is shown is what is stored', () => {
    expect(name.parse('Honda\u202Egnp.exe')).toBe('Hondagnp.exe');
    expect(name.parse('\u2067Rahim\u2069 \u200BKhan\uFEFF')).toBe('Rahim Khan');
    expect(name.parse('Ra\u200Ehim\u200F\u061C')).toBe('Rahim');
    expect(name.parse('Ra\u00ADhim\u2060')).toBe('Rahim');
    // A character dropped between two marks that compose leaves the composed letter (NFC after cleaning).
    expect(name.parse('ক\u09C7\u200B\u09BE')).toBe('কো');
  });

  it('makes white space single spaces and drops control characters', () => {
    expect(name.parse('  Rahim\t\n  Khan\u0007 ')).toBe('Rahim Khan');
  });

  it('keeps Bangla as it is written, its joiners between Bengali letters included', () => {
    for (const bangla of ['মোঃ আবদুর রহিম', 'র\u200D্যাব', 'ক্\u200Cষ', 'শ্রাবন্তী চৌধুরী', 'সুজুকি জিক্সার']) {
      expect(name.parse(bangla), bangla).toBe(bangla);
    }
  });

  it('drops a joiner that is not between two Bengali letters', () => {
    expect(name.parse('Rahim\u200DKhan')).toBe('RahimKhan');
    expect(name.parse('র\u200D Khan')).toBe('র Khan');
    expect(name.parse('\u200Cর')).toBe('র');
  });

  it('for any text: the stored name has no format character but a joiner inside Bangla, and cleaning it again changes nothing', () => {
    for (const value of randomTexts(1000, 7)) {
      const result = name.safeParse(value);
      if (!result.success) continue;
      const stored = result.data;
      expect(cleanName(stored)).toBe(stored);
      expect(stored).toBe(stored.normalize('NFC'));
      const chars = Array.from(stored);
      chars.forEach((char, i) => {
        if (!/\p{Cf}/u.test(char)) return;
        expect(['\u200C', '\u200D']).toContain(char);
        expect(chars[i - 1]).toMatch(/\p{Script=Bengali}/u);
        expect(chars[i + 1]).toMatch(/\p{Script=Bengali}/u);
      });
      expect(stored).not.toMatch(/\p{Cc}|\s\s/u);
    }
  });

  it('refuses a web address, naming the field in English and Bangla', () => {
    for (const bad of [
      'Account locked! Verify at http://evil.example/x',
      'www.evil.example',
      'Visit WWW.EVIL.EXAMPLE now',
      'evil.example/login',
      'go to evil.com',
      'bkash-help.xyz',
      'hxxps://evil',
      'h\u200Bttp://evil.example',
      'ｗｗｗ．evil．example',
    ]) {
      const result = name.safeParse(bad);
      expect(messagesOf(result), bad).toEqual(['Name must not contain a web address']);
    }
    expect(sayMessage('bn', name.safeParse('www.evil.example').error?.issues[0]?.message ?? '')).toBe(
      'নাম-এ কোনো ওয়েব ঠিকানা বা লিংক দেওয়া যাবে না',
    );
    expect(sayMessage('bn', nameOf('Brand', 60).safeParse('Honda\u0000').error?.issues[0]?.message ?? '')).toBe(
      'ব্র্যান্ড-এ এমন একটি অক্ষর আছে, যা গ্রহণ করা যায় না',
    );
  });

  it('accepts names with dots that are not addresses', () => {
    for (const ok of ['Md.Rahim Uddin', 'J.R. Khan', 'Honda CB Hornet 2.0', 'Yamaha R15 V4.0', 'Dr. A. Karim']) {
      expect(hasWebAddress(ok), ok).toBe(false);
      expect(name.parse(ok)).toBe(ok);
    }
  });
});

describe('the schemas use the rules', () => {
  it('person names: sign-up, profile, contact form', () => {
    const person = { email: 'a@b.co', phone: '01712345678', address: 'Dhanmondi', password: 'long-enough' };
    expect(SignupSchema.parse({ ...person, name: 'Rahim\u202E' }).name).toBe('Rahim');
    expect(UpdateMeSchema.parse({ ...person, name: 'Rahim\u202E' }).name).toBe('Rahim');
    expect(ContactSchema.parse({ ...person, name: 'Rahim\u202E', message: 'Hi' }).name).toBe('Rahim');
    expect(messagesOf(SignupSchema.safeParse({ ...person, name: 'www.evil.example' }))).toEqual([
      'Name must not contain a web address',
    ]);
  });

  it('bike names, brands and models; every other text field refuses a lone surrogate', () => {
    const bike = {
      name: 'Honda\u202Egnp.exe',
      brand: 'Hon\u200Bda',
      model: 'CB\u2066 150R',
      year: 2024,
      image: '/media/bikes/x.svg',
      pricePerHour: 150,
      description: 'Cafe\u0301 racer',
      cc: 150,
    };
    expect(CreateBikeSchema.parse(bike)).toMatchObject({
      name: 'Hondagnp.exe',
      brand: 'Honda',
      model: 'CB 150R',
      description: 'Caf\u00E9 racer',
    });
    for (const field of ['name', 'brand', 'model', 'description', 'image', '_id', 'createdAt']) {
      const result = UpdateBikeSchema.safeParse({ [field]: 'x\uD800', year: 2024 });
      expect(result.success, field).toBe(false);
      expect(messagesOf(result)[0], field).toMatch(/ contains an invalid character$/);
    }
  });
});
