import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { AppModal } from './AppModal';

/**
 * Asks before the page is left while `unsaved()` is true (a form with typing not saved): Cancel,
 * a link, the browser's Back. `unsaved` is read when the user leaves, so a page that has just
 * saved can let itself go in the same click.
 */
export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  const asking = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <AppModal opened={asking} onClose={stay} title={t('app.leaveTitle')}>
      <Stack gap="md">
        <Text>{t('app.leaveBody')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={stay} data-autofocus>
            {t('app.leaveStay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('app.leaveConfirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
