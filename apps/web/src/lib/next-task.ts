type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, letting the browser paint and answer input in between: a long start split at
 * these points never holds a slow phone's main thread for long. `scheduler.yield()` where the browser has it
 * (the rest runs before other queued work), else a macrotask.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
