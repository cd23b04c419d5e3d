import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog, type DialogProps } from '../../components/Dialog';
import classes from './SigningPage.module.css';

interface ConfirmSignDialogProps {
  opened: boolean;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Doc 3 §5: 'Are you sure you want to sign this contract?' before anything is sent. */
export function ConfirmSignDialog({ opened, sending, onConfirm, onCancel }: ConfirmSignDialogProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <Dialog opened={opened} title={t('messages:signingConfirm')} onClose={onCancel} dismissible={!sending}>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={sending} className={classes.touch}>
          {t('signing.confirmNo')}
        </Button>
        <Button onClick={onConfirm} loading={sending} className={classes.touch} data-autofocus>
          {t('signing.confirmYes')}
        </Button>
      </Group>
    </Dialog>
  );
}

interface MessageDialogProps {
  message: string | null;
  title: string;
  onClose: () => void;
  /** The message is a failure: read out at once. */
  alert?: boolean;
  finalFocus?: DialogProps['finalFocus'];
  /** A way on beside OK, e.g. to the new version of a replaced contract: a link, the first choice. */
  action?: { label: string; href: string };
}

/** A message and OK: the thank-you (doc 3 §8), or the server's refusal (title Error). */
export function MessageDialog({
  message,
  title,
  onClose,
  alert = false,
  finalFocus,
  action,
}: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={message !== null} title={title} onClose={onClose} finalFocus={finalFocus}>
      <Stack gap="md">
        <Text role={alert ? 'alert' : undefined}>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant={action ? 'default' : 'filled'}
            onClick={onClose}
            className={classes.touch}
            data-autofocus={action ? undefined : true}
          >
            {t('app.ok')}
          </Button>
          {action && (
            <Button component="a" href={action.href} className={classes.touch} data-autofocus>
              {action.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
