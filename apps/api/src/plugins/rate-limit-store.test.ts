import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from './rate-limit-store.ts';

describe('the in-memory rate-limit store', () => {
  it('counts hits in a window that starts with the first hit, then starts over', async () => {
    let now = 1_000;
    const store = memoryRateLimitStore(() => now);
    expect(await store.hit('k', 60_000)).toBe(1);
    now += 30_000;
    expect(await store.hit('k', 60_000)).toBe(2);
    expect(await store.get('k')).toBe(2);
    now += 30_001;
    expect(await store.get('k')).toBe(0);
    expect(await store.hit('k', 60_000)).toBe(1);
  });

  it('takes back a hit, never below zero', async () => {
    const store = memoryRateLimitStore();
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.unhit('k');
    expect(await store.get('k')).toBe(1);
    await store.unhit('k');
    await store.unhit('k');
    expect(await store.get('k')).toBe(0);
    await store.unhit('missing');
    expect(await store.get('missing')).toBe(0);
  });

  it('keeps keys apart and forgets one on reset', async () => {
    const store = memoryRateLimitStore();
    await store.hit('a', 1000);
    await store.hit('b', 1000);
    await store.reset('a');
    expect(await store.get('a')).toBe(0);
    expect(await store.get('b')).toBe(1);
  });
});
