import { lazy, Suspense } from 'react';
import { Center, Loader, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadIntegrationsLabels } from '../../i18n/loadLabels';

const IntegrationsSetting = lazy(async () => {
  const [{ IntegrationsSetting: section }] = await Promise.all([
    import('./IntegrationsSetting'),
    loadIntegrationsLabels(),
  ]);
  return { default: section };
});

/**
 * Settings' Integrations section, with its words, downloaded when Settings draws it: few accounts
 * use it, so neither the signed-in shell nor the rest of Settings carries its code or its words.
 */
export function LazyIntegrationsSetting() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Center mih={160} role="status" aria-label={t('app.loading')}>
            <Loader size="sm" />
          </Center>
        </Paper>
      }
    >
      <IntegrationsSetting />
    </Suspense>
  );
}
