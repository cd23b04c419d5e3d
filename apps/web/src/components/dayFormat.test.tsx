import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '../features/contracts/builder/DateField';
import { switchLanguage } from '../i18n/switchLanguage';
import { renderWithProviders } from '../test/render';

/** A date field as a form holds it: what is picked or typed is stored, and reported to `picked`. */
function Stored({ initial, picked }: { initial: string; picked?: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="commencement"
      label="Date"
      value={value}
      onChange={(day) => {
        picked?.(day);
        setValue(day);
      }}
    />
  );
}

afterEach(async () => {
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('a date picker on a French page', () => {
  it('writes the day and names the months and days in French, weeks from Sunday', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    renderWithProviders(<Stored initial="2026-11-28" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('28 novembre 2026');

    await user.click(input);
    expect(await screen.findByRole('button', { name: 'novembre 2026' })).toBeInTheDocument();
    const calendar = screen.getByRole('table');
    const weekdays = within(calendar)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(weekdays).toEqual(['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.']);
    expect(screen.getByRole('button', { name: '28 novembre 2026' })).toHaveAttribute('data-selected', 'true');
  });

  it('takes a day typed in French words or as YYYY-MM-DD', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    const picked = vi.fn();
    renderWithProviders(<Stored initial="" picked={picked} />);
    const input = screen.getByRole('textbox', { name: 'Date' });

    await user.type(input, '3 décembre 2026');
    expect(picked).toHaveBeenLastCalledWith('2026-12-03');
    await user.clear(input);
    await user.type(input, '2027-01-15');
    expect(picked).toHaveBeenLastCalledWith('2027-01-15');
    await user.tab();
    expect(input).toHaveValue('15 janvier 2027');
  });

  it('speaks English again when the page switches back', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    renderWithProviders(<Stored initial="2026-11-28" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('28 novembre 2026');

    await act(() => switchLanguage('en'));
    expect(input).toHaveValue('November 28, 2026');
    await user.click(input);
    expect(await screen.findByRole('button', { name: 'November 2026' })).toBeInTheDocument();
    const weekdays = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(weekdays[0]).toBe('Sun');
  });
});
