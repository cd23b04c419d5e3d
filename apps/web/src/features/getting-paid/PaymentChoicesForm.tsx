import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isEmail, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { paymentSettingsKey, savePaymentSettings, type PaymentSettings } from './api';

/** The e-Transfer address and the automatic overdue reminders, saved together. */
export function PaymentChoicesForm({ saved }: { saved: PaymentSettings }) {
  const { t } = useTranslation(['ui', 'messages']);
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(saved.ETransferEmail);
  const [reminders, setReminders] = useState(saved.OverdueReminders);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // An empty address is a choice: no e-Transfer on the pay pages.
    const invalid = address !== '' && !isEmail(address);
    setEmailInvalid(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      const answer = await savePaymentSettings({ ETransferEmail: address, OverdueReminders: reminders });
      if (answer.Type !== 200) {
        setEmailInvalid(answer.Code === 'etransferEmailInvalid');
        return;
      }
      toastSuccess(answer.Content);
      setEmail(answer.Data.ETransferEmail);
      queryClient.setQueryData(paymentSettingsKey, answer.Data);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('gettingPaid.etransferLabel')}
          description={t('gettingPaid.etransferHint')}
          type="email"
          autoComplete="email"
          maxLength={limits.emailMaxLength}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailInvalid ? t('messages:etransferEmailInvalid') : undefined}
        />
        <Switch
          label={t('gettingPaid.overdueLabel')}
          description={t('gettingPaid.overdueHint')}
          checked={reminders}
          onChange={(event) => setReminders(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('gettingPaid.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
