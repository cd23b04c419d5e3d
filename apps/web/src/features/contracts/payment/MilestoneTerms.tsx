import { NativeSelect, TextInput } from '@mantine/core';
import { contractLimits, milestoneTypes, otherMilestoneType, type Payment } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './AmountInput';
import { TermList, TermRow } from './TermList';
import type { PaymentEditor } from './usePaymentEditor';

export interface MilestoneTermsProps {
  payment: Payment;
  editor: PaymentEditor;
  invalid: boolean;
}

/** Milestone mode: each payment a milestone type of doc 3 §3 ('Other Type' named by the user) and an amount. */
export function MilestoneTerms({ payment, editor, invalid }: MilestoneTermsProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const options = [
    { value: '', label: t('contracts.payment.milestonePlaceholder'), disabled: true },
    ...milestoneTypes.map((type) => ({
      value: type,
      label: type === otherMilestoneType ? t('messages:paymentMilestoneOtherType') : type,
    })),
  ];

  return (
    <TermList count={payment.Terms.length} onAdd={editor.addTerm} invalid={invalid}>
      {payment.Terms.map((term, index) => {
        const other = term.Name === otherMilestoneType;
        return (
          <TermRow
            key={editor.keys[index]}
            number={index + 1}
            columns={other ? 3 : 2}
            onRemove={() => editor.removeTerm(index)}
          >
            <NativeSelect
              label={t('contracts.payment.milestone')}
              data={options}
              value={term.Name}
              onChange={(event) => editor.setTermText(index, { Name: event.currentTarget.value })}
            />
            {other && (
              <TextInput
                label={t('contracts.payment.milestoneName')}
                maxLength={contractLimits.maxTermNameLength}
                value={term.CustomName}
                onChange={(event) => editor.setTermText(index, { CustomName: event.currentTarget.value })}
              />
            )}
            <AmountInput
              label={t('contracts.payment.amount')}
              unit="dollars"
              value={term.Amount}
              onValueChange={(amount) => editor.setTermAmount(index, amount)}
              cappedBecause={t('contracts.payment.cappedAtTotal')}
            />
          </TermRow>
        );
      })}
    </TermList>
  );
}
