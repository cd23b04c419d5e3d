import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { cancelSubscription } from './api';
import { ConfirmDialog } from './ConfirmDialog';

/** The longest reason the server keeps. */
const reasonMax = 1000;

/**
 * Cancel subscription (doc 3 §2/§4): it stops renewing and access continues until `until`; the
 * reason is optional. A refusal shows as the error toast and the dialog stays.
 */
export function CancelDialog({
  opened,
  until,
  onClose,
  onDone,
}: {
  opened: boolean;
  until: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const confirm = async () => {
    const answer = await cancelSubscription(reason.trim());
    if (answer.Type !== 200) return false;
    toastSuccess(t('billing.cancelDialog.done', { date: until }));
    setReason('');
    onDone();
    return true;
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('billing.cancelDialog.title')}
      confirmLabel={t('billing.cancelDialog.confirm')}
      backLabel={t('billing.cancelDialog.back')}
      confirmColor="red"
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">{t('billing.cancelDialog.body', { date: until })}</Text>
      <Textarea
        label={t('billing.cancelDialog.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={reasonMax}
        rows={4}
      />
    </ConfirmDialog>
  );
}
