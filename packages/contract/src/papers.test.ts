import { describe, expect, it } from 'vitest';
import { BikePapersInputSchema, canonicalRegistration, firstToLapse, lapsesAt, paperState } from './papers.ts';

describe('a BRTA registration number', () => {
  it.each([
    ['Dhaka Metro-HA 12-3456', 'Dhaka Metro-HA 12-3456'],
    ['dhaka metro ha 12 3456', 'Dhaka Metro-HA 12-3456'],
    ['  DHAKA  METRO - HA-12-3456 ', 'Dhaka Metro-HA 12-3456'],
    ['ঢাকা মেট্রো-হ ১২-৩৪৫৬', 'Dhaka Metro-HA 12-3456'],
    ['ঢাকা মেট্রো ল ৫৪–০০১২', 'Dhaka Metro-LA 54-0012'],
    ['Chittagong Metro-LA 11-0001', 'Chattogram Metro-LA 11-0001'],
    ['Gazipur-HA 13-9999', 'Gazipur-HA 13-9999'],
    ['গাজীপুর হ ১৩ ৯৯৯৯', 'Gazipur-HA 13-9999'],
  ])('reads %s as %s', (typed, kept) => {
    expect(canonicalRegistration(typed)).toBe(kept);
  });

  it.each([
    '',
    'Dhaka Metro 12-3456',
    'Dhaka Metro-HA 123-3456',
    'Dhaka Metro-HA 12-345',
    'Atlantis-HA 12-3456',
    'Dhaka Metro-XX 12-3456',
    'DM-HA-123456',
  ])('refuses %j', (typed) => {
    expect(canonicalRegistration(typed)).toBeNull();
  });

  it('is refused by the papers form naming the field, and kept canonical when good', () => {
    const bad = BikePapersInputSchema.safeParse({
      registrationNumber: 'no plate',
      taxTokenExpiry: '2027-01-31',
      fitnessExpiry: '2027-01-31',
      insuranceExpiry: '2027-01-31',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['registrationNumber']);
    const good = BikePapersInputSchema.parse({
      registrationNumber: 'ঢাকা মেট্রো-হ ১২-৩৪৫৬',
      taxTokenExpiry: '2027-01-31',
      fitnessExpiry: '2026-12-20',
      insuranceExpiry: '2027-06-30',
    });
    expect(good.registrationNumber).toBe('Dhaka Metro-HA 12-3456');
    expect(firstToLapse(good)).toEqual({ paper: 'fitness', expiry: '2026-12-20' });
  });
});

describe('a paper’s expiry', () => {
  it('is valid through its Dhaka day and lapses at the next midnight in Dhaka', () => {
    expect(lapsesAt('2026-12-20').toISOString()).toBe('2026-12-20T18:00:00.000Z');
  });

  it('reads expired after its day, soon within 15 days, valid beyond', () => {
    expect(paperState('2026-12-20', '2026-12-21')).toBe('expired');
    expect(paperState('2026-12-20', '2026-12-20')).toBe('soon');
    expect(paperState('2026-12-20', '2026-12-05')).toBe('soon');
    expect(paperState('2026-12-20', '2026-12-04')).toBe('valid');
  });
});
