import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What is shown while a list of the section is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih={60} role="status" aria-label={t('app.loading')}>
      <Loader size="sm" />
    </Center>
  );
}
