import '@testing-library/jest-dom/vitest';
import { i18next } from '../i18n/index.ts';
import { cleanup, configure } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { markToasterUnmounted } from '../lib/toast.ts';
import { isExpectedConsoleError, resetExpectedConsoleErrors } from './console-guard.ts';

// Lazy route modules are compiled on first use in tests; give findBy* queries time for that.
configure({ asyncUtilTimeout: 5000 });

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
