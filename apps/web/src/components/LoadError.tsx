import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Data a screen needs could not be loaded: what, the reason, and a button to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack align="flex-start" gap="xs">
        <Text size="sm">{error.message}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
