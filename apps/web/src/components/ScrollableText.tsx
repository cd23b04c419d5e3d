import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';

interface ScrollableTextProps extends BoxProps {
  /** Names the region for screen readers. */
  label: string;
  children: ReactNode;
}

/** A long text in a popup: a focusable, named region that scrolls with the keyboard too. */
export function ScrollableText({ label, children, style, ...box }: ScrollableTextProps) {
  return (
    <Box
      tabIndex={0}
      className="mantine-focus-auto"
      role="region"
      aria-label={label}
      style={{ overflowY: 'auto', ...(typeof style === 'object' ? style : {}) }}
      {...box}
    >
      {children}
    </Box>
  );
}
