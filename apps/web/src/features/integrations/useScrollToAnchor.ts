import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element once, when the address names it (`#integrations`, where an endpoint's page
 * leads back to): the router only scrolls to the top, and this section draws after the page's first.
 */
export function useScrollToAnchor<T extends HTMLElement>(anchor: string) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${anchor}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, anchor]);
  return ref;
}
