import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the current task, not in its microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await waiting;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});
