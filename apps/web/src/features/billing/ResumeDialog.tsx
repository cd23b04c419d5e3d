import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { resumeSubscription } from './api';
import { ConfirmDialog } from './ConfirmDialog';

/** Resume (doc 3 §4): a cancelled subscription renews on `renews` again, as before. */
export function ResumeDialog({
  opened,
  plan,
  renews,
  onClose,
  onDone,
}: {
  opened: boolean;
  plan: string;
  renews: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const confirm = async () => {
    const answer = await resumeSubscription();
    if (answer.Type !== 200) return false;
    toastSuccess(t('billing.resumeDialog.done'));
    onDone();
    return true;
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('billing.resumeDialog.title')}
      confirmLabel={t('billing.resumeDialog.confirm')}
      backLabel={t('billing.resumeDialog.back')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">{t('billing.resumeDialog.body', { plan, date: renews })}</Text>
    </ConfirmDialog>
  );
}
