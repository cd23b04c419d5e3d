import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import type { Acceptance } from './useAcceptance';

interface AcceptanceModalProps {
  title: string;
  size: string;
  /** Shown above the text, unless a newer text replaced it (then the popup says that instead). */
  lead?: string;
  acceptance: Pick<Acceptance<unknown>, 'changed' | 'busy' | 'accept' | 'decline'>;
  acceptLabel: string;
  /** False until the user may accept (the EULA's box). */
  canAccept?: boolean;
  /** With a Decline button, which signs out. */
  withDecline: boolean;
  children: ReactNode;
}

/**
 * The frame of the popups after sign-in (doc 1 §2): not closable by Escape, a click outside or a
 * close button; only the accept button, and Decline where there is one.
 */
export function AcceptanceModal({
  title,
  size,
  lead,
  acceptance,
  acceptLabel,
  canAccept = true,
  withDecline,
  children,
}: AcceptanceModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const { changed, busy, accept, decline } = acceptance;
  return (
    <AppModal
      opened
      onClose={() => {}}
      title={title}
      size={size}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        {changed ? (
          <Alert color="yellow" role="status">
            {t('messages:contentChanged')}
          </Alert>
        ) : (
          lead && (
            <Text size="sm" c="dimmed">
              {lead}
            </Text>
          )
        )}
        {children}
        <Group justify="flex-end" gap="sm">
          {withDecline && (
            <Button
              variant="default"
              onClick={() => void decline()}
              loading={busy === 'decline'}
              disabled={busy === 'accept'}
            >
              {t('popups.decline')}
            </Button>
          )}
          <Button
            onClick={() => void accept()}
            disabled={!canAccept || busy === 'decline'}
            loading={busy === 'accept'}
            data-autofocus={withDecline ? undefined : true}
          >
            {acceptLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
