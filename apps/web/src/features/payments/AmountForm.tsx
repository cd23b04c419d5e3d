import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { toCents } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../contracts/payment/AmountInput';

/**
 * An amount to send, prefilled and editable, under what it is for: confirming a payment the client
 * reported (corrected if a different amount arrived) or recording one. Nothing is sent without an
 * amount; the form stays open on a refusal (the toast says why) and closes on success.
 */
export function AmountForm({
  label,
  description,
  initialCents,
  submitLabel,
  children,
  onSubmit,
  onCancel,
}: {
  label: string;
  description?: string;
  initialCents: number;
  submitLabel: string;
  /** More fields above the amount (how it was paid). */
  children?: ReactNode;
  /** Answers whether it was done. */
  onSubmit: (amountCents: number) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [dollars, setDollars] = useState(initialCents / 100);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = toCents(dollars);
    if (!(cents > 0)) {
      setError(t('contractPayments.amountRequired'));
      return;
    }
    setSaving(true);
    const done = await onSubmit(cents);
    setSaving(false);
    if (done) onCancel();
  };
  return (
    <Paper withBorder p="xs" radius="sm" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        {children}
        <AmountInput
          label={label}
          description={description}
          unit="dollars"
          value={dollars}
          onValueChange={(value) => {
            setDollars(value);
            setError('');
          }}
          error={error || undefined}
          maw={220}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
            {t('contractPayments.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
