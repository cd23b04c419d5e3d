import { useId, type ReactNode } from 'react';
import { Box, Paper, Title } from '@mantine/core';

interface SectionProps {
  title: string;
  children: ReactNode;
  /** The content runs to the card's edges (the contract's frame): on a phone every pixel of width counts. */
  flush?: boolean;
}

/** A titled part of the page: a landmark a screen reader lists by its heading. */
export function Section({ title, children, flush = false }: SectionProps) {
  const headingId = useId();
  const padding = { base: 'md', sm: 'lg' };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p={flush ? 0 : padding}
      style={flush ? { overflow: 'hidden' } : undefined}
    >
      <Box px={flush ? padding : 0} pt={flush ? padding : 0}>
        <Title order={2} fz="h3" id={headingId} mb="sm">
          {title}
        </Title>
      </Box>
      {children}
    </Paper>
  );
}
