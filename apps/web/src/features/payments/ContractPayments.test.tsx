import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardPaymentsApi, contractPaymentsApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { setStored } from '../../lib/storage';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import type { ContractPayments } from './api';
import { ContractPaymentsModal } from './ContractPaymentsModal';
import {
  depositInvoice,
  depositInvoiceId,
  ontarioPayments,
  paymentsContractId,
  reportedPaymentId,
  withLine,
} from './testing';

afterEach(async () => {
  await switchLanguage('en');
});

function signIn() {
  storeSignedInSession();
  setStored('user', aUserInfo());
}

const readPath = `GET ${contractPaymentsApi.read.path}`;
const answer = (payments: ContractPayments, content = '') => jsonResponse(envelope(payments, 200, content));

/** The payments dialog of the Ontario contract, opened alone, over a stubbed API. */
async function openPayments(routes: Record<string, unknown> = {}) {
  signIn();
  const api = stubApi({ [readPath]: envelope(ontarioPayments()), ...routes });
  renderWithProviders(
    <ContractPaymentsModal
      contract={{ Id: paymentsContractId, Number: 7 }}
      recipients={['Jane Doe']}
      onChanged={() => undefined}
      onClose={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Payments: contract No. 7' });
  await within(dialog).findByTestId('payments-paid');
  return { api, dialog, user: userEvent.setup() };
}

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name });

/** A card's amounts as label → amount. */
function amountsOf(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole('term');
  const values = within(item).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, values[index]?.textContent ?? '']));
}

describe('a contract’s payments', { timeout: 30_000 }, () => {
  it('lists each payment with its holdback, taxes, payable and status to the cent, and the totals and holdback', async () => {
    const { api, dialog } = await openPayments();
    expect(api.callsTo('GET', contractPaymentsApi.read.path)[0]?.url.search).toBe(
      `?id=${paymentsContractId}`,
    );
    expect(within(dialog).getByTestId('payments-paid')).toHaveTextContent('Paid $500.00 of $13,950.61');
    expect(within(dialog).getByTestId('payments-next')).toHaveTextContent(
      'Next: Deposit, $517.00 due February 12, 2027',
    );
    expect(within(dialog).getByTestId('payments-holdback')).toHaveTextContent(
      'Holdback (10 %)Retained so far: $100.01Released at the end: $1,234.57 before taxAnnual release: from the contract’s anniversary, December 1, 2027, the holdback of each year.Becomes payable after the lien period following substantial performance.',
    );

    const deposit = card(dialog, 'Deposit');
    expect(amountsOf(deposit)).toEqual({
      Amount: '$1,000.01',
      'Holdback retained (10 %)': '-$100.01',
      Net: '$900.00',
      'HST 13 %': '$117.00',
      Payable: '$1,017.00',
      Paid: '$500.00',
      Due: 'February 12, 2027',
    });
    expect(within(deposit).getByText('Partly paid')).toBeInTheDocument();
    expect(within(deposit).getByText('Invoice No. 1')).toBeInTheDocument();
    expect(within(deposit).getByText('Issued January 15, 2027, due February 12, 2027')).toBeInTheDocument();
    expect(within(deposit).getByTestId('invoice-clock')).toHaveTextContent(
      'Prompt payment under the Construction ActPay by February 12, 2027Dispute by January 29, 2027Deemed proper unless disputed by January 22, 2027',
    );
    expect(within(deposit).getByText('e-Transfer reference: TP-7-1')).toBeInTheDocument();
    expect(within(deposit).getByRole('link', { name: 'Invoice PDF' })).toHaveAttribute(
      'href',
      `/api/app/invoice/pdf?id=${depositInvoiceId}`,
    );
    const [card4242, reported] = within(deposit).getAllByTestId('recorded-payment');
    expect(card4242).toHaveTextContent('Card ending 4242: $500.00, January 18, 2027 · Received');
    expect(reported).toHaveTextContent(
      'Interac e-Transfer: $517.00, January 20, 2027 · Sent, says the client',
    );

    const milestone = card(dialog, 'Payment 3: Final inspection');
    expect(amountsOf(milestone)).toMatchObject({
      Amount: '$4,679.00',
      'Holdback retained (10 %)': '-$467.90',
      Net: '$4,211.10',
      'HST 13 %': '$547.44',
      Payable: '$4,758.54',
      Due: 'When invoiced',
    });
    expect(within(milestone).getByText('Not yet due')).toBeInTheDocument();
    // The release is the holdback itself, taxed when it is paid; invoiced once everything else is.
    const release = card(dialog, 'Holdback release');
    expect(amountsOf(release)).toMatchObject({
      Amount: '$1,234.57',
      'HST 13 %': '$160.50',
      Payable: '$1,395.07',
    });
    expect(amountsOf(release)).not.toHaveProperty('Net');
    expect(within(release).getByText(/^Invoice every other payment first/)).toBeInTheDocument();
    expect(within(release).queryByRole('button', { name: /^Issue invoice/ })).toBeNull();
  });

  it('issues a milestone’s invoice after saying what goes to whom, and shows the invoice', async () => {
    const issued = withLine(ontarioPayments(), 'term-0', {
      Status: 'invoiced',
      DueOn: '2027-03-29',
      IsInvoiceable: false,
      Invoice: {
        ...depositInvoice,
        Id: '00000000-0000-4000-8000-0000000002a1',
        Number: 2,
        Reference: 'TP-7-2',
      },
    });
    const { api, dialog, user } = await openPayments({
      [`POST ${contractPaymentsApi.issueInvoice.path}`]: () => answer(issued, 'Invoice No. 2 issued.'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice: Payment 1: Demolition' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue the invoice?' });
    expect(confirm).toHaveTextContent('Invoice for Payment 1: Demolition: $3,390.00.');
    expect(confirm).toHaveTextContent('Jane Doe will receive it by email with the PDF, and by text');
    expect(confirm).toHaveTextContent('Issuing it says this stage of the work is reached.');
    expect(api.callsTo('POST', contractPaymentsApi.issueInvoice.path)).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Issue and send' }));
    expect(await screen.findByText('Invoice No. 2 issued.')).toBeInTheDocument();
    expect(api.callsTo('POST', contractPaymentsApi.issueInvoice.path)[0]?.body).toEqual({
      Id: paymentsContractId,
      Key: 'term-0',
    });
    const term = card(dialog, 'Payment 1: Demolition');
    expect(await within(term).findByText('Invoice No. 2')).toBeInTheDocument();
    expect(within(term).getByText('Invoiced')).toBeInTheDocument();
    expect(within(term).queryByRole('button', { name: /^Issue invoice/ })).toBeNull();
  });

  it('confirms a reported e-Transfer for the amount that arrived, corrected', async () => {
    const confirmed = (call: FetchCall) => {
      const cents = (call.body as { AmountCents: number }).AmountCents;
      return answer(
        withLine(ontarioPayments(), 'deposit', {
          PaidCents: 50_000 + cents,
          Payments: [
            ...(ontarioPayments().Lines[0]?.Payments.slice(0, 1) ?? []),
            {
              ...(ontarioPayments().Lines[0]?.Payments[1] ?? ({} as never)),
              Status: 'received',
              AmountCents: cents,
            },
          ],
        }),
        'Payment of $500.00 confirmed.',
      );
    };
    const { api, dialog, user } = await openPayments({
      [`POST ${contractPaymentsApi.confirmPayment.path}`]: confirmed,
    });
    const deposit = card(dialog, 'Deposit');
    await user.click(within(deposit).getByRole('button', { name: 'Confirm received: $517.00' }));
    const amount = within(deposit).getByRole('textbox', { name: /^Amount received/ });
    expect(amount).toHaveValue('517');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(deposit).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Payment of $500.00 confirmed.')).toBeInTheDocument();
    expect(api.callsTo('POST', contractPaymentsApi.confirmPayment.path)[0]?.body).toEqual({
      PaymentId: reportedPaymentId,
      AmountCents: 50_000,
    });
    await waitFor(() =>
      expect(within(deposit).getAllByTestId('recorded-payment')[1]).toHaveTextContent(
        'Interac e-Transfer: $500.00, January 20, 2027 · Received',
      ),
    );
    expect(amountsOf(deposit)).toMatchObject({ Paid: '$1,000.00' });
    expect(within(deposit).queryByRole('button', { name: /^Confirm received/ })).toBeNull();
  });

  it('refunds part of a card payment, then reads the payments again', async () => {
    let refunded = 0;
    const { api, dialog, user } = await openPayments({
      [readPath]: () =>
        jsonResponse(
          envelope(
            withLine(ontarioPayments(), 'deposit', {
              PaidCents: 50_000 - refunded,
              Payments: (ontarioPayments().Lines[0]?.Payments ?? []).map((payment) =>
                payment.Method === 'card' ? { ...payment, RefundedCents: refunded } : payment,
              ),
            }),
          ),
        ),
      [`POST ${cardPaymentsApi.refund.path}`]: (call: FetchCall) => {
        refunded = (call.body as { AmountCents: number }).AmountCents;
        return jsonResponse(envelope({}, 200, 'Refund sent.'));
      },
    });
    const deposit = card(dialog, 'Deposit');
    await user.click(within(deposit).getByRole('button', { name: 'Refund the card payment of $500.00' }));
    const amount = within(deposit).getByRole('textbox', { name: /^Amount to refund/ });
    expect(amount).toHaveValue('500');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(deposit).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refund sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', cardPaymentsApi.refund.path)[0]?.body).toEqual({
      PaymentId: '00000000-0000-4000-8000-0000000001b0',
      AmountCents: 12_000,
    });
    await waitFor(() =>
      expect(within(deposit).getAllByTestId('recorded-payment')[0]).toHaveTextContent('$120.00 refunded'),
    );
  });

  it('refuses a reported payment (an amount of 0) only once asked', async () => {
    const { api, dialog, user } = await openPayments({
      [`POST ${contractPaymentsApi.confirmPayment.path}`]: () =>
        answer(ontarioPayments(), 'Marked as not received.'),
    });
    await user.click(within(card(dialog, 'Deposit')).getByRole('button', { name: 'Not received' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark it as not received?' });
    expect(ask).toHaveTextContent('The $517.00 your client says they sent is set aside');
    await user.click(within(ask).getByRole('button', { name: 'Mark as not received' }));
    expect(await screen.findByText('Marked as not received.')).toBeInTheDocument();
    expect(api.callsTo('POST', contractPaymentsApi.confirmPayment.path)[0]?.body).toEqual({
      PaymentId: reportedPaymentId,
      AmountCents: 0,
    });
  });

  it('records a payment received another way, for what is left unless changed, and keeps the form on a refusal', async () => {
    let refuse = true;
    const { api, dialog, user } = await openPayments({
      [`POST ${contractPaymentsApi.recordPayment.path}`]: () =>
        refuse
          ? jsonResponse(said('commonNotFound', 404), 404)
          : answer(withLine(ontarioPayments(), 'deposit', { PaidCents: 101_700, Status: 'paid' })),
    });
    const deposit = card(dialog, 'Deposit');
    await user.click(within(deposit).getByRole('button', { name: 'Record a payment on invoice No. 1' }));
    expect(within(deposit).getByRole('textbox', { name: /^Amount/ })).toHaveValue('517');
    await user.click(within(deposit).getByRole('radio', { name: 'Other' }));
    await user.click(within(deposit).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(said('commonNotFound').Content)).toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: 'Record' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(deposit).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(api.callsTo('POST', contractPaymentsApi.recordPayment.path)[1]?.body).toEqual({
      InvoiceId: depositInvoiceId,
      Method: 'other',
      AmountCents: 51_700,
    });
    await waitFor(() =>
      expect(deposit.querySelector('[data-status]')).toHaveAttribute('data-status', 'paid'),
    );
    // Paid in full: nothing left to record or to send the link for.
    expect(within(deposit).queryByRole('button', { name: /^Record a payment/ })).toBeNull();
    expect(within(deposit).queryByRole('button', { name: 'Copy pay link' })).toBeNull();
  });

  it('shows a disputed invoice with the client’s reason in red', async () => {
    const disputed = withLine(ontarioPayments(), 'deposit', {
      Invoice: {
        ...depositInvoice,
        DisputedTime: '2027-01-21T14:00:00.000Z',
        DisputeReason: 'The cabinets are not in.',
      },
    });
    const { dialog } = await openPayments({ [readPath]: envelope(disputed) });
    const deposit = card(dialog, 'Deposit');
    expect(within(deposit).getByRole('alert')).toHaveTextContent(
      'Disputed on January 21, 2027The cabinets are not in.',
    );
  });

  it('reads in French, amounts and days the French way', async () => {
    signIn();
    await switchLanguage('fr');
    stubApi({ [readPath]: envelope(ontarioPayments()) });
    renderWithProviders(
      <ContractPaymentsModal
        contract={{ Id: paymentsContractId, Number: 7 }}
        recipients={[]}
        onChanged={() => undefined}
        onClose={() => undefined}
      />,
    );
    // A no-break space before the colon; in amounts, between the thousands and before the sign.
    const dialog = await screen.findByRole('dialog', { name: 'Paiements\u00a0: contrat nº 7' });
    expect(await within(dialog).findByTestId('payments-paid')).toHaveTextContent(
      '500,00 $ payés sur 13 950,61 $',
    );
    expect(amountsOf(card(dialog, 'Deposit'))).toMatchObject({
      'Retenue (10\u00a0%)': '-100,01\u00a0$',
      'TVH 13\u00a0%': '117,00\u00a0$',
      'À payer': '1\u00a0017,00\u00a0$',
      Échéance: '12 février 2027',
    });
  });
});
