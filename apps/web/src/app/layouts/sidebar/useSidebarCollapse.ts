import { useCallback, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { limits } from '@tradepact/shared';

/** Viewports narrower than limits.sidebarCollapseBelowPx (767 px). */
export const narrowViewportQuery = `(max-width: ${limits.sidebarCollapseBelowPx - 0.02}px)`;

export interface SidebarCollapse {
  collapsed: boolean;
  /** Below 767 px: the sidebar is hidden by default and opens over the page as a menu. */
  narrow: boolean;
  toggle: () => void;
  /** After following a link on a narrow viewport, the open sidebar closes again. */
  collapseIfNarrow: () => void;
}

/**
 * Doc 1 §2: the sidebar collapses automatically below 767 px. The user's toggle holds until the
 * viewport crosses that width, when the automatic state applies again.
 */
export function useSidebarCollapse(): SidebarCollapse {
  const narrow = useMediaQuery(narrowViewportQuery, undefined, { getInitialValueInEffect: false });
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const collapsed = choice !== null && choice.narrow === narrow ? choice.collapsed : narrow;

  const toggle = useCallback(() => setChoice({ narrow, collapsed: !collapsed }), [narrow, collapsed]);
  const collapseIfNarrow = useCallback(() => {
    if (narrow) setChoice({ narrow, collapsed: true });
  }, [narrow]);

  return { collapsed, narrow, toggle, collapseIfNarrow };
}
