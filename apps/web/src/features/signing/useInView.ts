import { useEffect, useState } from 'react';

/**
 * Whether `element` is on screen now, and whether it has been since the page opened. Without
 * IntersectionObserver (an old browser) it counts as never seen, which keeps the sign bar showing.
 */
export function useInView(element: Element | null) {
  const [inView, setInView] = useState(false);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false;
      setInView(visible);
      if (visible) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { inView, seen };
}
