import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The client's consumer status (issue 31 §1): marked a business, its contracts get none of the
 * province's consumer rules; the hint says so, as the switch is a legal choice and not a detail. The
 * hint sits outside the label (as the language input's does), so the switch is named by its label only.
 */
export function ClientBusinessInput({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (isBusiness: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack gap={4}>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={t('contacts.fields.IsBusiness')}
        aria-describedby={hintId}
        disabled={disabled}
      />
      <Text id={hintId} size="xs" c="dimmed">
        {t('contacts.isBusinessHint')}
      </Text>
    </Stack>
  );
}
