import { describe, expect, it } from 'vitest';
import { i18next } from '../../../i18n/index.ts';
import { inBangla } from '../../../test/i18n.ts';
import { paperDay, paperStandings, paperStateWords } from './paper-words.ts';

const TODAY = '2026-12-01';
const papers = { taxTokenExpiry: '2026-11-30', fitnessExpiry: '2026-12-10', insuranceExpiry: '2027-03-10' };

describe('paper words', () => {
  it('judges each paper on the Dhaka day given: lapsed the day after its last, soon within 15 days', () => {
    expect(paperStandings(papers, TODAY)).toEqual([
      { kind: 'taxToken', expiry: '2026-11-30', state: 'expired' },
      { kind: 'fitness', expiry: '2026-12-10', state: 'soon' },
      { kind: 'insurance', expiry: '2027-03-10', state: 'valid' },
    ]);
    const edges = { taxTokenExpiry: TODAY, fitnessExpiry: '2026-12-16', insuranceExpiry: '2026-12-17' };
    expect(paperStandings(edges, TODAY).map((paper) => paper.state)).toEqual(['soon', 'soon', 'valid']);
  });

  it("writes the day short, with the year only when it is not today's", () => {
    expect(paperDay('2026-12-03', TODAY, 'en')).toBe('3 Dec');
    expect(paperDay('2027-03-10', TODAY, 'en')).toBe('10 Mar 2027');
    expect(paperDay('2026-12-03', TODAY, 'bn')).toMatch(/^৩ ডিসে/);
    expect(paperDay('2027-03-10', TODAY, 'bn')).toContain('২০২৭');
  });

  it('words each state in English and in Bangla', async () => {
    await inBangla(); // loads the Bangla texts
    const en = i18next.getFixedT('en', 'admin');
    const bn = i18next.getFixedT('bn', 'admin');
    const [expired, soon, valid] = paperStandings(
      { taxTokenExpiry: '2026-12-03', fitnessExpiry: '2026-12-10', insuranceExpiry: '2027-03-10' },
      '2026-12-04',
    );
    expect(paperStateWords(expired!, '2026-12-04', 'en', en)).toBe('Expired 3 Dec');
    expect(paperStateWords(soon!, '2026-12-04', 'en', en)).toBe('Until 10 Dec, renew soon');
    expect(paperStateWords(valid!, '2026-12-04', 'en', en)).toBe('Until 10 Mar 2027');
    expect(paperStateWords(expired!, '2026-12-04', 'bn', bn)).toMatch(/^মেয়াদ শেষ, ৩ ডিসে/);
    expect(paperStateWords(soon!, '2026-12-04', 'bn', bn)).toMatch(/^১০ ডিসে.* পর্যন্ত, শিগগির নবায়ন করুন$/);
    expect(paperStateWords(valid!, '2026-12-04', 'bn', bn)).not.toMatch(/[A-Za-z]/);
  });
});
