import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Dialog, type DialogProps } from '../../components/Dialog';
import type { ResponseKind } from './useResponding';
import classes from './SigningPage.module.css';

export interface ResponseDialogProps {
  kind: ResponseKind;
  opened: boolean;
  business: string;
  /** Others sign the contract too: a decline tells them it will not proceed. */
  othersToTell: boolean;
  text: string;
  onType: (text: string) => void;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
  finalFocus?: DialogProps['finalFocus'];
}

/**
 * 'Ask for a change' or 'Decline' (issue 32 §2): what it does in plain words, the recipient's own
 * words (required for a change, optional for a decline), and a button that says what it sends.
 */
export function ResponseDialog({
  kind,
  opened,
  business,
  othersToTell,
  text,
  onType,
  sending,
  onSend,
  onCancel,
  finalFocus,
}: ResponseDialogProps) {
  const { t } = useTranslation();
  const asking = kind === 'ask';
  const max = limits.signerResponseMaxLength;
  return (
    <Dialog
      opened={opened}
      title={asking ? t('signingAnswers.askChangeTitle', { business }) : t('signingAnswers.declineTitle')}
      onClose={onCancel}
      dismissible={!sending}
      finalFocus={finalFocus}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <Stack gap="md">
          <Text>
            {t(asking ? 'signingAnswers.askChangeLead' : 'signingAnswers.declineLead', { business })}
          </Text>
          {!asking && othersToTell && <Text>{t('signingAnswers.declineOthers')}</Text>}
          <Textarea
            label={t(asking ? 'signingAnswers.askChangeLabel' : 'signingAnswers.declineReasonLabel')}
            description={t('app.characterCount', { count: text.length, max })}
            value={text}
            onChange={(event) => onType(event.currentTarget.value)}
            maxLength={max}
            rows={4}
            required={asking}
            withAsterisk={false}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={sending} className={classes.touch}>
              {t('signing.confirmNo')}
            </Button>
            <Button
              type="submit"
              color={asking ? undefined : 'red'}
              loading={sending}
              disabled={asking && text.trim() === ''}
              className={classes.touch}
            >
              {t(asking ? 'signingAnswers.askChangeSend' : 'signingAnswers.declineConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
