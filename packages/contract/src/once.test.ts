import { describe, expect, it } from 'vitest';
import { once } from './once.ts';

describe('once', () => {
  it('makes nothing until asked, then makes the value once and keeps it (even a falsy one)', () => {
    let made = 0;
    const zero = once(() => {
      made += 1;
      return 0;
    });
    expect(made).toBe(0);
    expect(zero()).toBe(0);
    expect(zero()).toBe(0);
    expect(made).toBe(1);
  });
});
