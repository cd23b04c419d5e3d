import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentSchema, type Payment, type PaymentTerm } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { PaymentField } from './paymentFields';
import { PaymentTermsSection } from './PaymentTermsSection';

const today = '2026-06-01';

type PaymentInput = Partial<Omit<Payment, 'Terms'>> & { Terms?: Partial<PaymentTerm>[] };

interface Setup {
  payment?: PaymentInput;
  province?: string;
  commencementDate?: string;
  errorField?: PaymentField;
}

/** Renders the block over a held value; `stored()` is what the builder would save. */
function renderPayment({
  payment = {},
  province = 'Ontario',
  commencementDate = '',
  errorField,
}: Setup = {}) {
  let stored = paymentSchema.parse(payment);
  function Holder() {
    const [value, setValue] = useState<Payment>(stored);
    return (
      <PaymentTermsSection
        value={value}
        onChange={(next) => {
          stored = next;
          setValue(next);
        }}
        province={province}
        today={today}
        commencementDate={commencementDate}
        errorField={errorField}
      />
    );
  }
  renderWithProviders(<Holder />);
  return { user: userEvent.setup(), stored: () => stored };
}

const payment = (number: number) => screen.getByRole('group', { name: `Payment ${number}` });
const remaining = () => screen.getByTestId('payment-remaining');

describe('PaymentTermsSection', () => {
  it('keeps only digits and one dot with two decimals in a currency input, and stores the number', async () => {
    const { user, stored } = renderPayment();
    const total = screen.getByLabelText(/Total Cost/);
    await user.type(total, '$12,a34.5.67');
    expect(total).toHaveValue('1234.56');
    expect(stored().TotalCost).toBe(1234.56);
  });

  it('keeps the text as typed while editing, and shows the stored amount once left', async () => {
    const { user, stored } = renderPayment();
    const total = screen.getByLabelText(/Total Cost/);
    await user.type(total, '250.');
    expect(total).toHaveValue('250.');
    expect(stored().TotalCost).toBe(250);
    await user.type(total, '5');
    await user.tab();
    expect(total).toHaveValue('250.50');
  });

  it('caps the deposit at the total cost', async () => {
    const { user, stored } = renderPayment({ payment: { TotalCost: 1000 } });
    const deposit = screen.getByLabelText('Deposit');
    expect(deposit).not.toHaveAccessibleDescription(/Lowered/);
    await user.type(deposit, '1500');
    expect(deposit).toHaveValue('1000');
    expect(stored().Deposit).toBe(1000);
    expect(deposit).toHaveAccessibleDescription(
      'Lowered to $1,000.00: the deposit and the payments cannot add up to more than the total cost.',
    );
    await user.clear(deposit);
    await user.type(deposit, '900');
    expect(deposit).not.toHaveAccessibleDescription(/Lowered/);
  });

  it('shows the Ontario HST under the total, while the stored amounts stay before tax', async () => {
    const { user, stored } = renderPayment({ province: 'Ontario' });
    expect(screen.getByTestId('payment-tax-line')).toHaveTextContent('Amounts are before tax.');
    await user.type(screen.getByLabelText(/Total Cost/), '10000');
    expect(screen.getByTestId('payment-tax-line')).toHaveTextContent(
      '$10,000.00 + HST 13 % ($1,300.00) = $11,300.00',
    );
    expect(stored().TotalCost).toBe(10000);
  });

  it('shows Quebec’s GST and QST, each on the amount before tax', () => {
    renderPayment({ province: 'Quebec', payment: { TotalCost: 10000 } });
    expect(screen.getByTestId('payment-tax-line')).toHaveTextContent(
      '$10,000.00 + GST 5 % ($500.00) + QST 9.975 % ($997.50) = $11,497.50',
    );
  });

  it('caps a date payment so the payments never pass the total less the deposit', async () => {
    const { user, stored } = renderPayment({
      payment: {
        TotalCost: 10000,
        Deposit: 1000,
        Mode: 'date',
        Terms: [
          { Name: '2026-07-01', Amount: 5000 },
          { Name: '2026-08-01', Amount: 0 },
        ],
      },
    });
    expect(remaining()).toHaveTextContent('Remaining Amount: $4,000.00');
    const amount = within(payment(2)).getByLabelText('Amount');
    await user.type(amount, '6000');
    expect(amount).toHaveValue('4000');
    expect(stored().Terms[1]?.Amount).toBe(4000);
    expect(within(payment(2)).getByRole('status')).toHaveTextContent('Lowered to $4,000.00:');
    expect(remaining()).toHaveTextContent('Remaining Amount: $0.00');
    expect(stored().Remain).toBe(0);
  });

  it('updates the remaining amount as the total, the deposit and the payments change', async () => {
    const { user } = renderPayment({ payment: { Mode: 'date', Terms: [{ Name: '', Amount: 0 }] } });
    expect(remaining()).toHaveTextContent('Remaining Amount: $0.00');
    await user.type(screen.getByLabelText(/Total Cost/), '5000');
    expect(remaining()).toHaveTextContent('Remaining Amount: $5,000.00');
    await user.type(screen.getByLabelText('Deposit'), '500.25');
    expect(remaining()).toHaveTextContent('Remaining Amount: $4,499.75');
    await user.type(within(payment(1)).getByLabelText('Amount'), '1000');
    expect(remaining()).toHaveTextContent('Remaining Amount: $3,499.75');
  });

  it('does not take a payment date before the commencement date', async () => {
    const { user, stored } = renderPayment({
      commencementDate: '2026-06-15',
      payment: { Mode: 'date', Terms: [{ Name: '', Amount: 0 }] },
    });
    const date = within(payment(1)).getByLabelText('Date');
    await user.type(date, '2026-06-10');
    expect(stored().Terms[0]?.Name).toBe('');
    await user.clear(date);
    await user.type(date, '2026-06-20');
    expect(stored().Terms[0]?.Name).toBe('2026-06-20');
  });

  it('does not take a deposit date before today', async () => {
    const { user, stored } = renderPayment();
    const date = screen.getByLabelText('Deposit Date');
    await user.type(date, '2026-05-31');
    expect(stored().DepositDate).toBe('');
    await user.clear(date);
    await user.type(date, '2026-06-01');
    expect(stored().DepositDate).toBe('2026-06-01');
  });

  it('sorts the date payments by date when the focus leaves them, each row keeping its amount', async () => {
    const { user, stored } = renderPayment({
      payment: {
        TotalCost: 300,
        Mode: 'date',
        Terms: [
          { Name: '2026-09-01', Amount: 100 },
          { Name: '2026-07-01', Amount: 200 },
        ],
      },
    });
    await user.click(within(payment(1)).getByLabelText('Amount'));
    await user.tab();
    expect(stored().Terms.map((term) => term.Name)).toEqual(['2026-09-01', '2026-07-01']);
    await user.click(screen.getByLabelText(/Total Cost/));
    expect(stored().Terms).toEqual([
      { Name: '2026-07-01', CustomName: '', Amount: 200 },
      { Name: '2026-09-01', CustomName: '', Amount: 100 },
    ]);
    expect(within(payment(1)).getByLabelText('Date')).toHaveValue('July 1, 2026');
    expect(within(payment(1)).getByLabelText('Amount')).toHaveValue('200');
  });

  it('offers the 26 milestone types, and a name input for Other Type', async () => {
    const { user, stored } = renderPayment({ payment: { Mode: 'milestone', Terms: [{ Name: '' }] } });
    const milestone = within(payment(1)).getByLabelText('Milestone');
    expect(
      within(milestone)
        .getAllByRole('option')
        .filter((option) => !option.hasAttribute('disabled')),
    ).toHaveLength(26);
    expect(within(payment(1)).queryByLabelText('Milestone name')).not.toBeInTheDocument();
    await user.selectOptions(milestone, 'Other Type');
    await user.type(within(payment(1)).getByLabelText('Milestone name'), 'Cabinet install');
    expect(stored().Terms[0]).toMatchObject({ Name: 'Other Type', CustomName: 'Cabinet install' });
    await user.selectOptions(milestone, 'Roofing');
    expect(within(payment(1)).queryByLabelText('Milestone name')).not.toBeInTheDocument();
  });

  it('caps a milestone amount at what the total leaves', async () => {
    const { user, stored } = renderPayment({
      payment: {
        TotalCost: 2000,
        Mode: 'milestone',
        Terms: [{ Name: 'Framing', Amount: 1500 }, { Name: 'Roofing' }],
      },
    });
    await user.type(within(payment(2)).getByLabelText('Amount'), '900');
    expect(stored().Terms[1]?.Amount).toBe(500);
    expect(within(payment(2)).getByLabelText('Amount')).toHaveValue('500');
    expect(within(payment(2)).getByRole('status')).toHaveTextContent('Lowered to $500.00:');
  });

  it('caps percentages at 100 in all and shows each payment’s amount of the total less the deposit', async () => {
    const { user, stored } = renderPayment({
      payment: {
        TotalCost: 11000,
        Deposit: 1000,
        Mode: 'percentage',
        Terms: [{ Name: 'Start', Amount: 60 }, { Name: 'End' }],
      },
    });
    const percent = within(payment(2)).getByLabelText('Percentage');
    await user.type(percent, '55');
    expect(percent).toHaveValue('40');
    expect(stored().Terms[1]?.Amount).toBe(40);
    expect(percent).toHaveAccessibleDescription(
      'Lowered to 40 %: the payments cannot add up to more than 100 %.',
    );
    expect(payment(1)).toHaveTextContent('Amount: $6,000.00');
    expect(payment(2)).toHaveTextContent('Amount: $4,000.00');
    expect(remaining()).toHaveTextContent('Remaining Amount: $0.00');
  });

  it('shows the percentage total in green at exactly 100 and in red otherwise', async () => {
    const { user } = renderPayment({
      payment: {
        TotalCost: 1000,
        Mode: 'percentage',
        Terms: [
          { Name: 'Start', Amount: 50 },
          { Name: 'End', Amount: 49.99 },
        ],
      },
    });
    const total = screen.getByTestId('percentage-total');
    expect(total).toHaveTextContent('Total: 99.99 % of 100 %');
    expect(total).toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    const second = within(payment(2)).getByLabelText('Percentage');
    await user.clear(second);
    await user.type(second, '50');
    expect(total).toHaveTextContent('Total: 100 % of 100 %');
    expect(total).toHaveStyle({ color: 'var(--mantine-color-green-8)' });
  });

  it('adds and removes payments, each row keeping what it holds', async () => {
    const { user, stored } = renderPayment({
      payment: {
        TotalCost: 600,
        Mode: 'date',
        Terms: [
          { Name: '2026-07-01', Amount: 100 },
          { Name: '2026-08-01', Amount: 200 },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add A Payment' }));
    expect(stored().Terms).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove payment 1' }));
    expect(stored().Terms.map((term) => term.Amount)).toEqual([200, 0]);
    expect(within(payment(1)).getByLabelText('Amount')).toHaveValue('200');
    expect(within(payment(1)).getByLabelText('Date')).toHaveValue('August 1, 2026');
  });

  it('switches mode, keeping the rows of the mode left for a switch back, and custom terms as free text', async () => {
    const { user, stored } = renderPayment({
      payment: { TotalCost: 1000, Mode: 'date', Terms: [{ Name: '2026-07-01', Amount: 1000 }] },
    });
    await user.click(screen.getByRole('radio', { name: 'By percentage' }));
    expect(stored()).toMatchObject({ Mode: 'percentage', Terms: [{ Name: '', Amount: 0 }] });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(stored()).toMatchObject({ Mode: 'custom', Terms: [] });
    expect(screen.queryByTestId('payment-remaining')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Payment terms/), 'Half at start, half at the end.');
    expect(stored().CustomTerms).toBe('Half at start, half at the end.');
    await user.click(screen.getByRole('radio', { name: 'By date' }));
    expect(stored()).toMatchObject({ Mode: 'date', Terms: [{ Name: '2026-07-01', Amount: 1000 }] });
    expect(stored().CustomTerms).toBe('Half at start, half at the end.');
  });

  it('marks the field a refusal was about, under an id the builder can focus', () => {
    renderPayment({ errorField: 'Deposit' });
    const deposit = screen.getByLabelText('Deposit');
    expect(deposit).toHaveAttribute('id', 'payment-Deposit');
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Total Cost/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  describe('Ontario holdback', () => {
    const milestones: PaymentInput = {
      TotalCost: 12_345.67,
      Deposit: 1_000.01,
      Mode: 'milestone',
      Terms: [
        { Name: 'Demolition', Amount: 3_333.33 },
        { Name: 'Rough-in', Amount: 3_333.33 },
        { Name: 'Final inspection', Amount: 4_679 },
      ],
    };

    it('says under an Ontario schedule what the 10 % of each payment retains in all', () => {
      renderPayment({ payment: milestones });
      expect(screen.getByTestId('payment-holdback')).toHaveTextContent(
        'Ontario holdback: 10 % of each payment ($1,234.57 in all) is retained and released after the lien period.',
      );
    });

    it('says nothing in Quebec', () => {
      renderPayment({ payment: milestones, province: 'Quebec' });
      expect(screen.queryByTestId('payment-holdback')).toBeNull();
    });

    it('says nothing before a price is given', () => {
      renderPayment();
      expect(screen.queryByTestId('payment-holdback')).toBeNull();
    });
  });
});
