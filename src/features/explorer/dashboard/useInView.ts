import { useEffect, useState, type RefCallback } from 'react';

/** How far outside the viewport a graph starts loading, so that it is drawn by the time it scrolls in. */
export const IN_VIEW_MARGIN = '300px 0px';

/**
 * True once the element has come near the viewport, and from then on (a graph already loaded is
 * not dropped when scrolled away). Without IntersectionObserver everything counts as seen.
 */
export function useSeenOnce(): [RefCallback<HTMLElement>, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: IN_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [setElement, seen];
}
