import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { markToasterUnmounted } from '../lib/toast.ts';

// A stray console.error (React warnings, failed prop types, act() warnings, …) fails the test.
let consoleErrors: unknown[][] = [];
let consoleErrorSpy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  consoleErrors = [];
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  markToasterUnmounted();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  consoleErrorSpy?.mockRestore();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
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
