import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface FormSectionProps {
  title: string;
  lead?: string;
  /** Shown beside the title (a status badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled group of fields on a form page (profile, log-in settings). */
export function FormSection({ title, lead, aside, className, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      className={className}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            {aside}
          </Group>
          {lead && (
            <Text c="dimmed" size="sm">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
