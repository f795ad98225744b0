import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (ResizeObserver), so a chart is drawn for
 * the box it sits in. `fallback` until it has been measured (and where nothing lays out, as in tests).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.floor(measured));
    };
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
