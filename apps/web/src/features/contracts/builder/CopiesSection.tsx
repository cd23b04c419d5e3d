import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { contractLimits } from '@tradepact/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';

export interface ContractCopy {
  Name: string;
  Email: string;
}

/**
 * Issue 32 §4: people sent a copy who do not sign (a spouse, an architect, a property manager): the
 * contract as sent when it goes out, the sealed copy once everyone signed. At most five.
 */
export function CopiesSection({
  copies,
  onChange,
}: {
  copies: ContractCopy[];
  onChange: (copies: ContractCopy[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, field: keyof ContractCopy, value: string) =>
    onChange(copies.map((copy, at) => (at === index ? { ...copy, [field]: value } : copy)));
  return (
    <FormSection title={t('contracts.copies.title')} lead={t('contracts.copies.lead')}>
      <Stack gap="sm">
        {copies.map((copy, index) => (
          <Group key={index} align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('contracts.copies.name', { number: index + 1 })}
              value={copy.Name}
              onChange={(event) => change(index, 'Name', event.currentTarget.value)}
              maxLength={100}
              autoComplete="off"
              style={{ flex: '1 1 12rem' }}
            />
            <TextInput
              label={t('contracts.copies.email', { number: index + 1 })}
              type="email"
              inputMode="email"
              value={copy.Email}
              onChange={(event) => change(index, 'Email', event.currentTarget.value)}
              autoComplete="off"
              style={{ flex: '1 1 14rem' }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              aria-label={t('contracts.copies.remove', { number: index + 1 })}
              onClick={() => onChange(copies.filter((_copy, at) => at !== index))}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {copies.length < contractLimits.maxCopies && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => onChange([...copies, { Name: '', Email: '' }])}
            >
              {t('contracts.copies.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </FormSection>
  );
}
