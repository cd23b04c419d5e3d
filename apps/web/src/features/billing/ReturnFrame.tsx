import type { ReactNode } from 'react';
import { Paper, Stack, ThemeIcon, Title } from '@mantine/core';

/** The frame of the pages the payment provider returns to: an icon, a heading, and what follows. */
export function ReturnFrame({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" my={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color={color} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
