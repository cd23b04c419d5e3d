import type { ReactNode } from 'react';
import { Group, Radio, SimpleGrid, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { contractLimits, formatCad, paymentModes, remainingCents, type Payment } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { useDayFormat } from '../../../components/dayFormat';
import { AmountInput } from './AmountInput';
import { DateTerms } from './DateTerms';
import { HoldbackLine } from './HoldbackLine';
import { MilestoneTerms } from './MilestoneTerms';
import { paymentFieldId, type PaymentField } from './paymentFields';
import { PercentageTerms } from './PercentageTerms';
import { TotalWithTax } from './TotalWithTax';
import { usePaymentEditor } from './usePaymentEditor';

export interface PaymentTermsSectionProps {
  value: Payment;
  onChange: (next: Payment) => void;
  /** The project's province: the tax shown under the total, and Ontario's holdback under the schedule. */
  province: string;
  /** Today in the contractor's province, YYYY-MM-DD. */
  today: string;
  /** YYYY-MM-DD, or '' while not chosen: the earliest payment date. */
  commencementDate: string;
  /** The field the last refusal was about (paymentFieldOf), marked until the user fixes it. */
  errorField?: PaymentField;
  /** A note about the deposit date, shown under the deposit's fields (the cancellation period's). */
  depositNotice?: ReactNode;
}

/** Doc 3 §3–§5: the contract's payment terms in one of the four modes, with the live remaining amount. */
export function PaymentTermsSection({
  value,
  onChange,
  province,
  today,
  commencementDate,
  errorField,
  depositNotice,
}: PaymentTermsSectionProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const locale = `${i18n.language}-CA`;
  const dayFormat = useDayFormat();
  const editor = usePaymentEditor(value, onChange);
  const taxLineId = `${paymentFieldId('TotalCost')}-tax`;
  const remaining = remainingCents(value);
  const termsInvalid = errorField === 'Terms';

  return (
    <FormSection title={t('contracts.payment.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <AmountInput
          id={paymentFieldId('TotalCost')}
          label={t('contracts.payment.totalCost')}
          withAsterisk
          unit="dollars"
          value={value.TotalCost}
          onValueChange={editor.setTotal}
          error={errorField === 'TotalCost'}
          aria-describedby={taxLineId}
        />
        <AmountInput
          id={paymentFieldId('Deposit')}
          label={t('contracts.payment.deposit')}
          unit="dollars"
          value={value.Deposit}
          onValueChange={editor.setDeposit}
          cappedBecause={t('contracts.payment.cappedAtTotal')}
          error={errorField === 'Deposit'}
        />
        <DateInput
          id={paymentFieldId('DepositDate')}
          label={t('contracts.payment.depositDate')}
          placeholder={t('contracts.datePlaceholder')}
          {...dayFormat}
          leftSection={<IconCalendar size={18} aria-hidden />}
          autoComplete="off"
          minDate={today}
          value={value.DepositDate || null}
          onChange={(date) => editor.setDepositDate(date ?? '')}
          error={errorField === 'DepositDate'}
        />
      </SimpleGrid>
      {depositNotice}
      <TotalWithTax
        id={taxLineId}
        totalCost={value.TotalCost}
        province={province}
        onDate={today}
        locale={locale}
      />

      <Radio.Group
        label={t('contracts.payment.mode')}
        value={value.Mode}
        onChange={(mode) => {
          const chosen = paymentModes.find((candidate) => candidate === mode);
          if (chosen) editor.switchMode(chosen);
        }}
      >
        <Group gap="lg" mt={6}>
          {paymentModes.map((mode) => (
            <Radio key={mode} value={mode} label={t(`contracts.payment.modes.${mode}`)} />
          ))}
        </Group>
      </Radio.Group>

      {value.Mode === 'date' && (
        <DateTerms
          payment={value}
          editor={editor}
          minDate={commencementDate || today}
          invalid={termsInvalid}
        />
      )}
      {value.Mode === 'milestone' && (
        <MilestoneTerms payment={value} editor={editor} invalid={termsInvalid} />
      )}
      {value.Mode === 'percentage' && (
        <PercentageTerms payment={value} editor={editor} invalid={termsInvalid} locale={locale} />
      )}
      {value.Mode === 'custom' ? (
        <Textarea
          id={paymentFieldId('CustomTerms')}
          label={t('contracts.payment.customTerms')}
          description={t('contracts.payment.customTermsHint')}
          rows={5}
          resize="vertical"
          maxLength={contractLimits.maxCustomTermsLength}
          value={value.CustomTerms}
          onChange={(event) => editor.setCustomTerms(event.currentTarget.value)}
          error={errorField === 'CustomTerms'}
        />
      ) : (
        <Text fw={600} c={remaining < 0 ? 'red.8' : undefined} data-testid="payment-remaining">
          {t('contracts.payment.remaining', { amount: formatCad(remaining, locale) })}
        </Text>
      )}
      <HoldbackLine payment={value} province={province} today={today} locale={locale} />
    </FormSection>
  );
}
