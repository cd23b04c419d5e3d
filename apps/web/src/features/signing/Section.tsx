import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A titled part of the page: a landmark a screen reader lists by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h3" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
