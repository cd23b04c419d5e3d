import { useState, type RefObject } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { ProblemAlert } from '../../components/ProblemAlert';
import { disputeInvoice, useShowPayPage } from './api';
import classes from './PayPage.module.css';

interface DisputeDialogProps {
  payKey: string;
  business: string;
  onClose: () => void;
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * Disputing the invoice (issue 33 §2): the client's reason, required, sent to the contractor at once.
 * A refusal is shown and the words stay, so the client can try again. Drawn only while open, so that
 * its code loads when the client opens it.
 */
export function DisputeDialog({ payKey, business, onClose, finalFocus }: DisputeDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const showPage = useShowPayPage(payKey);
  const max = limits.invoiceDisputeMaxLength;

  const send = async () => {
    setSending(true);
    const answer = await disputeInvoice(payKey, reason.trim());
    setSending(false);
    if (answer.Type !== 200) {
      setProblem(answer.Content);
      return;
    }
    setReason('');
    setProblem(null);
    onClose();
    showPage(answer.Data);
  };

  return (
    <Dialog
      opened
      title={t('pay.disputeLink')}
      onClose={onClose}
      dismissible={!sending}
      finalFocus={finalFocus}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Text>{t('pay.disputeLead', { business })}</Text>
          <Textarea
            label={t('pay.disputeLabel')}
            description={t('app.characterCount', { count: reason.length, max })}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={max}
            rows={5}
            data-autofocus
          />
          {problem && <ProblemAlert>{problem}</ProblemAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending} className={classes.touch}>
              {t('pay.goBack')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={sending}
              disabled={reason.trim() === ''}
              className={classes.touch}
            >
              {t('pay.disputeSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
