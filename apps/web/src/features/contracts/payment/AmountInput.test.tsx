import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { renderWithProviders } from '../../../test/render';
import { AmountInput } from './AmountInput';

/** The input as the builder holds it: the amount typed is stored, and reported to `typed`. */
function Stored({ label, typed }: { label: string; typed: (amount: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <AmountInput
      label={label}
      unit="dollars"
      value={value}
      onValueChange={(amount) => {
        typed(amount);
        setValue(amount);
      }}
    />
  );
}

afterEach(async () => {
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('an amount typed in French', () => {
  it('reads a decimal comma and spaces between thousands, and keeps the comma', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    const typed = vi.fn();
    renderWithProviders(<Stored label="Montant" typed={typed} />);
    const input = screen.getByRole('textbox', { name: 'Montant' });

    await user.type(input, '1 250,50');

    expect(typed).toHaveBeenLastCalledWith(1250.5);
    expect(input).toHaveValue('1250,50');
    expect(input).toHaveAttribute('placeholder', '0,00');
  });

  it('reads a dot as the decimal mark too', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    const typed = vi.fn();
    renderWithProviders(<Stored label="Montant" typed={typed} />);

    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '1250.5');

    expect(typed).toHaveBeenLastCalledWith(1250.5);
  });
});

describe('an amount typed in English', () => {
  it('drops the commas that group thousands', async () => {
    const user = userEvent.setup();
    const typed = vi.fn();
    renderWithProviders(<Stored label="Amount" typed={typed} />);

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1,250.50');

    expect(typed).toHaveBeenLastCalledWith(1250.5);
  });
});
