import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanCurrencyInput, currencyInputValue, toCents } from '@tradepact/shared';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Dollars, or a percentage. */
  value: number;
  /** The typed amount; the owner stores it, capped or not. */
  onValueChange: (amount: number) => void;
  unit: 'dollars' | 'percent';
}

const textOf = (value: number): string =>
  value === 0 ? '' : Number.isInteger(value) ? String(value) : value.toFixed(2);

const sameAmount = (a: number, b: number) => toCents(a) === toCents(b);

/**
 * Doc 3 §5's currency input: keeps only digits and a dot with two decimals. The typed text stays as
 * typed ("12." or "0.5") while it means the stored amount; when the owner stores another amount (a
 * cap, a reset) the input shows that amount instead.
 */
export function AmountInput({ value, onValueChange, unit, onBlur, ...props }: AmountInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const shown = sameAmount(currencyInputValue(text), value) ? text : textOf(value);
  if (shown !== text) setText(shown);

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      placeholder={unit === 'dollars' ? '0.00' : '0'}
      leftSection={unit === 'dollars' ? '$' : undefined}
      rightSection={unit === 'percent' ? '%' : undefined}
      value={shown}
      onChange={(event) => {
        const cleaned = cleanCurrencyInput(event.currentTarget.value);
        setText(cleaned);
        onValueChange(currencyInputValue(cleaned));
      }}
      onBlur={(event) => {
        setText(textOf(value));
        onBlur?.(event);
      }}
    />
  );
}
