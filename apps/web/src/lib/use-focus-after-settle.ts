import { useCallback, useEffect, useRef } from 'react';

/**
 * A settled row leaves its list, and the button that opened its dialog goes with it, so the keyboard
 * focus would fall back to the top of the page. Call the answered function when a row is settled: once
 * the list has been read again, `focus` runs. The list's new rows are committed in the same render that
 * unmounts the old row (and its dialog), whose focus scope hands focus back in a timer; the timer queued
 * here runs after that one.
 */
export function useFocusAfterSettle(list: unknown, focus: () => void): () => void {
  const isPending = useRef(false);
  useEffect(() => {
    if (!isPending.current) return;
    isPending.current = false;
    const timer = setTimeout(focus, 0);
    return () => clearTimeout(timer);
  }, [list, focus]);
  return useCallback(() => {
    isPending.current = true;
  }, []);
}
