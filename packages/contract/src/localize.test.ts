import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasBangla, localizeBody, localizeMessage, preferredLanguage, requestLanguage } from './localize.ts';
import { MESSAGES_BN } from './messages-bn.ts';
import {
  clashMessage,
  formatShopPeriod,
  parseShopPeriod,
  periodProblems,
  plannedReturnProblems,
  windowProblem,
} from './periods.ts';
import { reportPeriodProblem } from './reports.ts';

/** The server's messages in Bangla, and the language of a request. */

const BENGALI = /[\u0980-\u09FF]/;

/** Every zod schema a contract module exports (each module read from this folder, so a new one is included). */
async function contractSchemas(): Promise<z.ZodType[]> {
  const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const schemas: z.ZodType[] = [];
  for (const file of files) {
    const mod = (await import(`./${file}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && '_zod' in value) schemas.push(value as z.ZodType);
    }
  }
  return schemas;
}

type Def = Record<string, unknown> & { error?: (issue: object) => unknown; checks?: { _zod: { def: Def } }[] };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every message a schema and what it is made of name with `{ error }`: what a customer reads for bad input. */
function ownMessages(schema: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  for (const source of [def, ...(def.checks ?? []).map((check) => check._zod.def)]) {
    const message = source.error?.({});
    if (typeof message === 'string') out.add(message);
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType', 'keyType', 'catchall']) {
    ownMessages(def[key], out, seen);
  }
  for (const child of Object.values((def.shape as object | undefined) ?? {})) ownMessages(child, out, seen);
  for (const option of (def.options as unknown[] | undefined) ?? []) ownMessages(option, out, seen);
  return out;
}

/** The messages zod itself writes when bad input of every kind is fed to every field of an object schema. */
function fedMessages(schema: z.ZodType, out: Set<string>): Set<string> {
  const shape = (defOf(schema).shape as Record<string, unknown> | undefined) ?? {};
  const every = (value: unknown) => Object.fromEntries(Object.keys(shape).map((key) => [key, value]));
  const inputs = [
    42,
    'x',
    null,
    undefined,
    [],
    {},
    every(12345),
    every('x'.repeat(6000)),
    every(null),
    every([]),
    every(''),
  ];
  for (const input of inputs) {
    for (const issue of schema.safeParse(input).error?.issues ?? []) out.add(issue.message);
  }
  return out;
}

describe('the Bangla catalogue covers every message', () => {
  it('every message the contract schemas name, and every one zod writes for bad input', async () => {
    const messages = new Set<string>();
    for (const schema of await contractSchemas()) {
      ownMessages(schema, messages);
      fedMessages(schema, messages);
    }
    expect(messages.size).toBeGreaterThan(60);
    const missing = [...messages].filter((m) => !hasBangla(m));
    expect(missing).toEqual([]);
    for (const m of messages) expect(localizeMessage(m, 'bn'), m).toMatch(BENGALI);
  });

  it('every problem the contract’s period, window and report rules report', () => {
    const now = new Date('2026-12-10T06:00:00Z');
    const at = (iso: string) => new Date(iso);
    const messages = [
      ...periodProblems({ start: at('2026-12-01T06:00:30Z'), end: at('2026-12-30T06:00:30Z') }, now),
      ...periodProblems({ start: at('2027-02-01T06:00:00Z'), end: null }, now),
      ...plannedReturnProblems(at('2026-12-11T06:00:00Z'), at('2026-12-11T06:30:00Z')),
      ...plannedReturnProblems(at('2026-12-11T06:00:00Z'), at('2027-01-11T06:00:00Z')),
      ...plannedReturnProblems(at('2026-12-11T06:00:00Z'), at('2026-12-11T07:00:30Z')),
      reportPeriodProblem({ from: '2026-12-10', to: '2026-12-01' })!,
      reportPeriodProblem({ from: '2025-01-01', to: '2026-12-01' })!,
    ].map((p) => p.message);
    messages.push(
      windowProblem(at('2026-12-11T06:00:00Z'), at('2026-12-10T06:00:00Z'), 31)!,
      windowProblem(at('2026-12-01T06:00:00Z'), at('2027-02-01T06:00:00Z'), 31, {
        from: 'availableFrom',
        to: 'availableTo',
      })!,
    );
    expect(messages).toHaveLength(11);
    for (const m of messages) expect(hasBangla(m), m).toBe(true);
  });

  it('has no entry whose Bangla forgets a slot of its English', () => {
    for (const [english, bangla] of Object.entries(MESSAGES_BN)) {
      const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).filter((s) => s !== '{s}').sort();
      expect(slots(bangla), english).toEqual(slots(english));
      expect(bangla, english).toMatch(english === '{path}: {message}' ? /.*/ : BENGALI);
    }
  });

  it('fails for a message nobody translated, and leaves it English rather than breaking', () => {
    expect(hasBangla('A message added without Bangla')).toBe(false);
    expect(localizeMessage('A message added without Bangla', 'bn')).toBe('A message added without Bangla');
  });
});

describe('localizeMessage', () => {
  it('leaves English byte for byte as it is', () => {
    for (const english of Object.keys(MESSAGES_BN)) expect(localizeMessage(english, 'en')).toBe(english);
  });

  it('says interpolated messages as whole Bangla sentences: numbers, field names, taka', () => {
    expect(localizeMessage('Bike not found', 'bn')).toBe('বাইক খুঁজে পাওয়া যায়নি');
    expect(localizeMessage('Too many attempts. Please try again in 15 minutes', 'bn')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। ১৫ মিনিট পরে আবার চেষ্টা করুন',
    );
    expect(localizeMessage('Too many attempts. Please try again in 1 minute', 'bn')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন',
    );
    expect(localizeMessage('Name must be at most 100 characters', 'bn')).toBe('নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে');
    expect(localizeMessage('bikeId: Id must be a valid identifier', 'bn')).toBe('বাইক: আইডিটি সঠিক নয়');
    expect(localizeMessage('The amount to pay for this rental is 1250 BDT', 'bn')).toBe('এই ভাড়ার জন্য দিতে হবে ১,২৫০৳');
    expect(localizeMessage('Thank You Rahim Uddin ! For Messaging Us', 'bn')).toBe(
      'Rahim Uddin, আমাদের বার্তা পাঠানোর জন্য ধন্যবাদ!',
    );
  });

  it('names a taken period in Dhaka time, Bangla words and digits, 12-hour clock', () => {
    const sameDay = { start: new Date('2026-12-11T08:00:00Z'), end: new Date('2026-12-11T12:30:00Z') };
    expect(localizeMessage(clashMessage(sameDay), 'bn')).toBe(
      'এই বাইকটি শুক্রবার ১১ ডিসেম্বর, দুপুর ২:০০ থেকে সন্ধ্যা ৬:৩০ বুক করা আছে',
    );
    const open = { start: new Date('2026-12-11T17:05:00Z'), end: null };
    expect(localizeMessage(clashMessage(open), 'bn')).toBe(
      'এই বাইকটি শুক্রবার ১১ ডিসেম্বর, রাত ১১:০৫ থেকে ফেরত দেওয়া পর্যন্ত বুক করা আছে',
    );
  });

  it('reads back every period formatShopPeriod writes (each half hour of a week, across days)', () => {
    const base = Date.parse('2026-12-06T18:00:00Z');
    for (let i = 0; i < 7 * 48; i++) {
      const start = new Date(base + i * 30 * 60_000);
      for (const end of [null, new Date(start.getTime() + 90 * 60_000), new Date(start.getTime() + 26 * 3600_000)]) {
        const period = { start, end };
        const parts = parseShopPeriod(formatShopPeriod(period));
        expect(parts, formatShopPeriod(period)).not.toBeNull();
        expect(formatShopPeriod(period, 'bn')).toMatch(BENGALI);
      }
    }
  });

  it('localises a body’s message and every error item, and nothing else', () => {
    const body = {
      success: false,
      code: 'NOT_FOUND',
      message: 'Bike not found',
      errorMessage: [{ path: 'bikeId', message: 'Bike not found' }],
    };
    expect(localizeBody(body, 'bn')).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'বাইক খুঁজে পাওয়া যায়নি',
      errorMessage: [{ path: 'bikeId', message: 'বাইক খুঁজে পাওয়া যায়নি' }],
    });
    expect(body.message).toBe('Bike not found');
    expect(localizeBody(body, 'en')).toBe(body);
  });
});

describe('the language of a request', () => {
  it.each([
    ['bn-BD,bn;q=0.9', 'bn'],
    ['bn', 'bn'],
    ['en-US,en;q=0.9', 'en'],
    ['en-US,bn;q=0.9', 'en'],
    ['bn;q=0.8, en;q=0.5', 'bn'],
    ['en;q=0.5, bn-IN;q=0.8', 'bn'],
    ['fr-FR, bn;q=0.3, en;q=0.2', 'bn'],
    ['en;q=0.9, bn;q=0.9', 'en'],
    ['bn;q=0, en;q=0.1', 'en'],
    ['bn;q=abc, en;q=0.1', 'en'],
    ['fr, de, *', 'en'],
    ['', 'en'],
    ['BN-bd', 'bn'],
  ] as const)('Accept-Language %j → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('the lang cookie wins over Accept-Language; a cookie naming no language is ignored', () => {
    expect(requestLanguage({ cookie: 'en', acceptLanguage: 'bn-BD,bn;q=0.9' })).toBe('en');
    expect(requestLanguage({ cookie: 'bn', acceptLanguage: 'en' })).toBe('bn');
    expect(requestLanguage({ cookie: 'fr', acceptLanguage: 'bn' })).toBe('bn');
    expect(requestLanguage({})).toBe('en');
  });
});
