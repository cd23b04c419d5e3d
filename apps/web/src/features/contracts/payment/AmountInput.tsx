import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  cleanCurrencyInput,
  currencyInputValue,
  formatCad,
  toCents,
  type DecimalMark,
} from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Dollars, or a percentage. */
  value: number;
  /** The typed amount; the owner stores it, capped or not. */
  onValueChange: (amount: number) => void;
  unit: 'dollars' | 'percent';
  /**
   * Why the owner may store less than was typed (the payments' caps of doc 3 §5): said beside the
   * field, with the amount kept, while the amount typed is over it, so that nothing is cut silently.
   */
  cappedBecause?: string;
}

/** The amount as the input writes it, with the language's decimal mark and no grouping: "1250,50". */
const textOf = (value: number, mark: DecimalMark): string =>
  value === 0 ? '' : Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', mark);

/** French writes a decimal comma (and reads a dot too); English a dot. */
const decimalMarkOf = (language: string): DecimalMark => (language === 'fr' ? ',' : '.');

const sameAmount = (a: number, b: number) => toCents(a) === toCents(b);

/**
 * Doc 3 §5's currency input: keeps only digits and the language's decimal mark with two decimals. The typed text stays as
 * typed ("12." or "0.5") while it means the stored amount; when the owner stores another amount (a
 * cap, a reset) the input shows that amount instead, and a cap is said under the field.
 */
export function AmountInput({
  value,
  onValueChange,
  unit,
  cappedBecause,
  onBlur,
  ...props
}: AmountInputProps) {
  const { t, i18n } = useTranslation();
  const mark = decimalMarkOf(i18n.language);
  const [text, setText] = useState(() => textOf(value, mark));
  const [typed, setTyped] = useState<number | undefined>(undefined);
  const shown = sameAmount(currencyInputValue(text, mark), value) ? text : textOf(value, mark);
  if (shown !== text) setText(shown);
  const lowered = cappedBecause !== undefined && typed !== undefined && toCents(typed) > toCents(value);
  const amount =
    unit === 'dollars'
      ? formatCad(toCents(value), `${i18n.language}-CA`)
      : t('contracts.payment.percentValue', { percent: textOf(value, mark) || '0' });

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      placeholder={unit === 'dollars' ? `0${mark}00` : '0'}
      // The dollar sign where the language writes it: before the amount in English, after in French.
      leftSection={unit === 'dollars' && mark === '.' ? '$' : undefined}
      rightSection={unit === 'percent' ? '%' : unit === 'dollars' && mark === ',' ? '$' : undefined}
      value={shown}
      // Under the input, so that a note does not push the field below its neighbours in the row.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        lowered ? (
          <span role="status">{t('contracts.payment.lowered', { amount, reason: cappedBecause })}</span>
        ) : (
          props.description
        )
      }
      onChange={(event) => {
        const cleaned = cleanCurrencyInput(event.currentTarget.value, mark);
        setText(cleaned);
        setTyped(currencyInputValue(cleaned, mark));
        onValueChange(currencyInputValue(cleaned, mark));
      }}
      onBlur={(event) => {
        setText(textOf(value, mark));
        onBlur?.(event);
      }}
    />
  );
}
