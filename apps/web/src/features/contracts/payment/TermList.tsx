import { useId, type FocusEvent, type ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { contractLimits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { paymentFieldId } from './paymentFields';

export interface TermListProps {
  count: number;
  onAdd: () => void;
  /** Called when the focus leaves the rows for somewhere else on the page. */
  onLeave?: () => void;
  invalid: boolean;
  children: ReactNode;
  /** Shown under the rows (the percentage total). */
  footer?: ReactNode;
}

/** The payment rows of one mode, with 'Add A Payment'; the builder focuses it after a refusal. */
export function TermList({ count, onAdd, onLeave, invalid, children, footer }: TermListProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const left = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave?.();
  };

  return (
    <Stack
      gap="sm"
      id={paymentFieldId('Terms')}
      role="group"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      tabIndex={-1}
      onBlur={left}
      p={invalid ? 'xs' : undefined}
      bd={invalid ? '1px solid var(--mantine-color-error)' : undefined}
      bdrs="sm"
    >
      <Text id={labelId} fw={500} size="sm">
        {t('contracts.payment.termsLabel')}
      </Text>
      {children}
      {footer}
      {count < contractLimits.maxPaymentTerms && (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
            {t('contracts.payment.addTerm')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export interface TermRowProps {
  /** 1 for the first payment. */
  number: number;
  onRemove: () => void;
  /** Fields side by side from the sm breakpoint; stacked on a phone. */
  columns: number;
  children: ReactNode;
}

/** One payment: its fields, titled 'Payment N', and its remove button. */
export function TermRow({ number, onRemove, columns, children }: TermRowProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('contracts.payment.term', { number })} p="sm" pt={4}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
          {children}
        </SimpleGrid>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('contracts.payment.removeTerm', { number })}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Fieldset>
  );
}
