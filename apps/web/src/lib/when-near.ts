import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How far ahead of the screen a section's code is asked for: one screen's height. */
const AHEAD = '100% 0px';

export type NearbyCode<P extends object> = {
  /** The component, whose code is asked for once `open` is called. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Lets the code come now (a page the browser renders itself, or a section near the screen). */
  open: () => void;
  /** A ref callback: opens once the element comes within a screen of the visible part of the page. */
  observe: (element: Element | null) => void;
};

/**
 * A component whose code comes only when asked to (issue 13). On a page the server rendered, React keeps
 * the server's HTML of a section whose code has not come, so the words and links are there from the first
 * paint, and hydrates it once the code arrives: a section far below the screen costs a phone nothing until
 * the visitor scrolls near it. The server renders every section at once.
 */
export function nearbyCode<P extends object>(load: () => Promise<ComponentType<P>>): NearbyCode<P> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (typeof document === 'undefined') open();
  let observer: IntersectionObserver | null = null;
  return {
    Component: lazy(() => opened.then(load).then((component) => ({ default: component }))),
    open,
    observe(element) {
      observer?.disconnect();
      observer = null;
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') return open();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          open();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
    },
  };
}
