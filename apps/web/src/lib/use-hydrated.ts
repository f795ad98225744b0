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
