import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a text field the server rendered and the app controls: on a slow phone the page is up, and typed
 * into, before its scripts run. React takes the field over without a change event for what is already
 * in it, so the app would go on with its own empty value. This hands the field's text to `onTyped` once,
 * as the app starts, when it differs from `value`.
 */
export function useTypedBeforeStart(
  value: string,
  onTyped: (text: string) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  const first = useRef({ value, onTyped });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.onTyped(typed);
  }, []);
  return ref;
}
