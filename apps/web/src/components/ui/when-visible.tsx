import { useEffect, useRef, useState, type ReactNode } from 'react';

type WhenVisibleProps = {
  children: ReactNode;
  /** Space kept for the content before it loads, so the page does not jump. */
  minHeight: string;
  /** How far below the screen to start loading. */
  rootMargin?: string;
};

/**
 * Renders its children once the place they go comes near the screen: keeps the lower parts of long pages
 * (and their code) out of the first download. Without IntersectionObserver it renders at once.
 * `data-when-visible` says whether it is still `waiting` or `shown` (the end-to-end tests wait on it).
 */
export function WhenVisible({ children, minHeight, rootMargin = '600px 0px' }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible, rootMargin]);

  return (
    <div ref={ref} data-when-visible={isVisible ? 'shown' : 'waiting'} style={isVisible ? undefined : { minHeight }}>
      {isVisible ? children : null}
    </div>
  );
}
