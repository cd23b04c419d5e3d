import { useState } from 'react';
import { sortDateTerms, type Payment, type PaymentMode, type PaymentTerm } from '@tradepact/shared';
import {
  emptyTerm,
  withCustomTerms,
  withDeposit,
  withDepositDate,
  withTermAdded,
  withTermAmount,
  withTermRemoved,
  withTerms,
  withTermText,
  withTotal,
} from './paymentEdits';
import { useTermKeys } from './useTermKeys';

export type PaymentEditor = ReturnType<typeof usePaymentEditor>;

/** The payment block's handlers over the controlled value. */
export function usePaymentEditor(value: Payment, onChange: (next: Payment) => void) {
  const termKeys = useTermKeys(value.Terms.length);
  // Terms of the modes left behind, so switching back by mistake loses nothing.
  const [stash, setStash] = useState<Partial<Record<PaymentMode, PaymentTerm[]>>>({});

  const switchMode = (mode: PaymentMode) => {
    if (mode === value.Mode) return;
    setStash({ ...stash, [value.Mode]: value.Terms });
    // Custom terms are free text: the term rows stay with the mode they were made in.
    const terms = mode === 'custom' ? [] : (stash[mode] ?? [emptyTerm()]);
    onChange(withTerms({ ...value, Mode: mode }, terms));
  };

  /** Doc 3 §5: date-mode payments are sorted by date on finish, i.e. when the user leaves the rows. */
  const sortByDate = () => {
    const order = sortDateTerms(value.Terms.map((term, index) => ({ Name: term.Name, index }))).map(
      (entry) => entry.index,
    );
    if (order.every((at, index) => at === index)) return;
    termKeys.reordered(order);
    onChange(
      withTerms(
        value,
        order.flatMap((at) => value.Terms.slice(at, at + 1)),
      ),
    );
  };

  return {
    keys: termKeys.keys,
    setTotal: (total: number) => onChange(withTotal(value, total)),
    setDeposit: (deposit: number) => onChange(withDeposit(value, deposit)),
    setDepositDate: (date: string) => onChange(withDepositDate(value, date)),
    setCustomTerms: (text: string) => onChange(withCustomTerms(value, text)),
    switchMode,
    setTermText: (index: number, change: Partial<Pick<PaymentTerm, 'Name' | 'CustomName'>>) =>
      onChange(withTermText(value, index, change)),
    setTermAmount: (index: number, amount: number) => onChange(withTermAmount(value, index, amount)),
    addTerm: () => {
      termKeys.added();
      onChange(withTermAdded(value));
    },
    removeTerm: (index: number) => {
      termKeys.removed(index);
      onChange(withTermRemoved(value, index));
    },
    sortByDate,
  };
}
