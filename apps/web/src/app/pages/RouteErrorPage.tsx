import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { mainContentId } from '../../components/SkipLink';

/**
 * Shown when a page fails to render or its code cannot be downloaded (for example after a new
 * version was deployed). Reloading fetches the current version.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (import.meta.env.DEV) console.error(error);
  }, [error]);

  return (
    <Center component="main" id={mainContentId} mih="100vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Title order={1}>{t('routeError.title')}</Title>
        <Text size="lg">{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
