import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Payment } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../../../components/dayFormat';
import { AmountInput } from './AmountInput';
import { TermList, TermRow } from './TermList';
import type { PaymentEditor } from './usePaymentEditor';

export interface DateTermsProps {
  payment: Payment;
  editor: PaymentEditor;
  /** Doc 3 §5: no payment before the start date. */
  minDate: string;
  invalid: boolean;
}

/** Date mode: each payment a date and an amount, sorted by date when the user leaves the rows. */
export function DateTerms({ payment, editor, minDate, invalid }: DateTermsProps) {
  const { t } = useTranslation();
  const dayFormat = useDayFormat();
  return (
    <TermList
      count={payment.Terms.length}
      onAdd={editor.addTerm}
      onLeave={editor.sortByDate}
      invalid={invalid}
    >
      {payment.Terms.map((term, index) => (
        <TermRow
          key={editor.keys[index]}
          number={index + 1}
          columns={2}
          onRemove={() => editor.removeTerm(index)}
        >
          <DateInput
            label={t('contracts.payment.date')}
            placeholder={t('contracts.datePlaceholder')}
            {...dayFormat}
            leftSection={<IconCalendar size={18} aria-hidden />}
            autoComplete="off"
            minDate={minDate}
            value={term.Name || null}
            onChange={(date) => editor.setTermText(index, { Name: date ?? '' })}
            // The calendar stays inside the rows, so picking a day does not count as leaving them.
            popoverProps={{ withinPortal: false }}
          />
          <AmountInput
            label={t('contracts.payment.amount')}
            unit="dollars"
            value={term.Amount}
            onValueChange={(amount) => editor.setTermAmount(index, amount)}
            cappedBecause={t('contracts.payment.cappedAtTotal')}
          />
        </TermRow>
      ))}
    </TermList>
  );
}
