import { Group, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import {
  contractLimits,
  formatCad,
  isPercentageComplete,
  percentageAmountsCents,
  percentageTotal,
  scheduledBaseCents,
  type Payment,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './AmountInput';
import { TermList, TermRow } from './TermList';
import type { PaymentEditor } from './usePaymentEditor';

export interface PercentageTermsProps {
  payment: Payment;
  editor: PaymentEditor;
  invalid: boolean;
  locale: string;
}

/**
 * Percentage mode: each payment a name and a share of the total less the deposit, its amount worked
 * out beside it (doc 2 §9); the running total is green at exactly 100 and red otherwise (doc 3 §5).
 */
export function PercentageTerms({ payment, editor, invalid, locale }: PercentageTermsProps) {
  const { t } = useTranslation();
  const amounts = percentageAmountsCents(
    scheduledBaseCents(payment),
    payment.Terms.map((term) => term.Amount),
  );
  const complete = isPercentageComplete(payment.Terms);
  const total = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    percentageTotal(payment.Terms),
  );

  const footer = (
    <Group gap={6} c={complete ? 'green.8' : 'red.8'} data-testid="percentage-total">
      {complete ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
      <Text fw={600} size="sm" c="inherit">
        {t('contracts.payment.percentTotal', { percent: total })}
      </Text>
    </Group>
  );

  return (
    <TermList count={payment.Terms.length} onAdd={editor.addTerm} invalid={invalid} footer={footer}>
      {payment.Terms.map((term, index) => (
        <TermRow
          key={editor.keys[index]}
          number={index + 1}
          columns={3}
          onRemove={() => editor.removeTerm(index)}
        >
          <TextInput
            label={t('contracts.payment.name')}
            maxLength={contractLimits.maxTermNameLength}
            value={term.Name}
            onChange={(event) => editor.setTermText(index, { Name: event.currentTarget.value })}
          />
          <AmountInput
            label={t('contracts.payment.percent')}
            unit="percent"
            value={term.Amount}
            onValueChange={(percent) => editor.setTermAmount(index, percent)}
            cappedBecause={t('contracts.payment.cappedAtHundred')}
          />
          <Text size="sm" pb={8} style={{ alignSelf: 'end' }}>
            {t('contracts.payment.percentAmount', { amount: formatCad(amounts[index] ?? 0, locale) })}
          </Text>
        </TermRow>
      ))}
    </TermList>
  );
}
