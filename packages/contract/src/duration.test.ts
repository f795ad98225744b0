import { describe, expect, it } from 'vitest';
import { durationWords } from './duration.ts';

describe('durationWords', () => {
  it('names days, hours and minutes, leaving out the parts that are zero', () => {
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(150)).toBe('2 hours 30 minutes');
    expect(durationWords(1440 + 61)).toBe('1 day 1 hour 1 minute');
    expect(durationWords(2 * 1440)).toBe('2 days');
    expect(durationWords(0)).toBe('0 minutes');
  });
});
