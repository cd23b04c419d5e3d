import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** What stopped a save, shown above the form's buttons and announced to screen readers. */
export function ProblemAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      data-testid={testId}
      p="xs"
    >
      {children}
    </Alert>
  );
}
