import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code is downloading. `fullHeight` fills the screen, for the first page of a
 * visit: nothing below it is drawn yet, so nothing is pushed down when the page arrives.
 */
export function RouteFallback({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullHeight ? '100vh' : '40vh'} role="status" aria-label={t('app.loading')}>
      <Loader />
    </Center>
  );
}
