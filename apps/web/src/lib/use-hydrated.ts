import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page the server rendered is not yet the app's (on the server and while hydrating), true
 * afterwards and in pages the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

let pageIsTheApps = false;

/** Called by the app's start once the page is the app's: hydrated, or about to be rendered by the browser. */
export function markPageAsTheApps(): void {
  pageIsTheApps = true;
}

/**
 * Whether the page is the app's yet, read once and never followed (unlike `useHydrated`, it re-renders
 * nothing): false on the server and while a rendered page hydrates, true for whatever mounts afterwards.
 * Not for what a component inside a lazily hydrated section renders: such a section hydrates after the page
 * has become the app's, and must render as the server did (`useHydrated` knows).
 */
export function isPageTheApps(): boolean {
  return pageIsTheApps;
}
