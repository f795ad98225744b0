import '@testing-library/jest-dom/vitest';
import { i18next } from '../i18n/index.ts';
import { cleanup, configure } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { markToasterUnmounted } from '../lib/toast.ts';
import { isExpectedConsoleError, resetExpectedConsoleErrors } from './console-guard.ts';

// Lazy route modules are compiled on first use in tests; give findBy* queries time for that.
configure({ asyncUtilTimeout: 5000 });

/*
 * Timers still pending when a test file ends would fire after its window is gone: sonner removes a dismissed
 * toast 200 ms after it closes, and React then reads `window` that the environment has taken down (an uncaught
 * error that fails the run, though every test passed). Every timer a file starts is tracked, and those still
 * pending when the file ends are cleared with it.
 */
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
// The worker's own timers, kept once: the next file's set-up wraps them again, not this file's wrapper.
const REAL_TIMERS = Symbol.for('bond.test.realTimers');
const kept = globalThis as typeof globalThis & {
  [REAL_TIMERS]?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
};
kept[REAL_TIMERS] ??= { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = kept[REAL_TIMERS];
globalThis.setTimeout = ((run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const handle = realSetTimeout(() => {
    pendingTimers.delete(handle);
    run(...args);
  }, ms);
  pendingTimers.add(handle);
  return handle;
}) as typeof setTimeout;
globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
  if (handle !== undefined) pendingTimers.delete(handle);
  realClearTimeout(handle);
}) as typeof clearTimeout;
afterAll(() => {
  for (const handle of pendingTimers) realClearTimeout(handle);
  pendingTimers.clear();
});

// A stray console.error (React warnings, failed prop types, act() warnings, …) fails the test.
let consoleErrors: unknown[][] = [];
let consoleErrorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  consoleErrors = [];
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // A test that rendered in Bangla leaves the next one in English, the default.
  await i18next.changeLanguage('en');
  markToasterUnmounted();
  // sonner keeps its toasts in a module-level store and replays active ones to a new Toaster.
  sonnerToast.dismiss();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  consoleErrorSpy?.mockRestore();
  const unexpected = consoleErrors
    .map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
    .filter((text) => !isExpectedConsoleError(text));
  resetExpectedConsoleErrors();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpected.join('\n')}`);
  }
});

// jsdom lacks a few browser APIs that Radix UI and sonner use.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}
const elementProto = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
elementProto.hasPointerCapture ??= () => false;
elementProto.setPointerCapture ??= () => undefined;
elementProto.releasePointerCapture ??= () => undefined;
elementProto.scrollIntoView ??= () => undefined;
