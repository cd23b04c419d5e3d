import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { payApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, said } from '../../test/fetch';
import { installBrowserStandIns } from '../signing/testing';
import { aPayPage, payKey, payServer, renderPayPage } from './testing';

/** Testing Library reads a text's spaces as plain ones: French non-breaking spaces compare as such. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** The row of the amounts list whose label starts with `label`: its amount. */
function amountOf(label: string | RegExp) {
  const amounts = within(screen.getByRole('region', { name: /^(The amounts|Les montants)$/ }));
  const term = amounts.getByText(label, { selector: 'dt, dt *' });
  return term.closest('div')?.querySelector('dd')?.textContent?.replace(/\s/g, ' ');
}

describe('pay page /Invoice?key=', { timeout: 30_000 }, () => {
  beforeEach(() => {
    installBrowserStandIns();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows who bills what under which contract, and every amount to the cent with the holdback and the tax', async () => {
    const api = payServer();
    renderPayPage();

    await screen.findByRole('heading', { level: 1, name: 'Invoice No. 7 from Pat Renovations' });
    expect(api.callsTo('GET', payApi.read.path)[0]?.url.searchParams.get('key')).toBe(payKey);
    const balance = within(screen.getByRole('region', { name: 'Balance due (CAD)' }));
    expect(balance.getByText('$10,170.00')).toBeInTheDocument();
    expect(balance.getByText('Due March 31, 2026')).toBeInTheDocument();
    expect(balance.getByText('To pay')).toBeInTheDocument();

    expect(amountOf('Amount before tax')).toBe('$10,000.00');
    expect(amountOf('Holdback retained (10 %)')).toBe('-$1,000.00');
    expect(amountOf('Net amount before tax')).toBe('$9,000.00');
    expect(amountOf('HST 13 %')).toBe('$1,170.00');
    expect(amountOf('Total payable (CAD)')).toBe('$10,170.00');
    // Nothing paid yet: the total is the balance, said once.
    expect(screen.queryByText('Already paid')).not.toBeInTheDocument();

    const facts = within(screen.getByRole('region', { name: 'The invoice' }));
    expect(facts.getByText('Pat Renovations')).toBeInTheDocument();
    expect(facts.getByRole('link', { name: '613-555-0199' })).toHaveAttribute('href', 'tel:6135550199');
    expect(facts.getByRole('link', { name: 'pat@renovations.example' })).toHaveAttribute(
      'href',
      'mailto:pat@renovations.example',
    );
    expect(facts.getByText('GST/HST No. 123456789RT0001')).toBeInTheDocument();
    // Work in Ontario: the server sends no QST number, and the page names none.
    expect(facts.queryByText(/QST/)).not.toBeInTheDocument();
    expect(facts.getByText('No. 7, issued March 3, 2026')).toBeInTheDocument();
    expect(facts.getByText('No. 12')).toBeInTheDocument();
    expect(facts.getByText('12 Elm Street, Ottawa ON K1A 0B1')).toBeInTheDocument();
    expect(facts.getByText('Payment 2: Rough-in')).toBeInTheDocument();
    expect(
      facts.getByText(
        'Under Ontario’s Construction Act, this invoice is payable by March 31, 2026. To dispute it, do so by March 17, 2026.',
      ),
    ).toBeInTheDocument();
    expect(facts.getByText(/say so by March 10, 2026; otherwise it is deemed proper/)).toBeInTheDocument();
    expect(facts.getByText('These dates are for your information, not legal advice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the invoice as a PDF' })).toHaveAttribute(
      'href',
      `/api/app/pay/pdf?key=${payKey}`,
    );
  });

  it('takes off what was paid: the balance due, partly paid', async () => {
    payServer({ page: aPayPage({}, { PaidCents: 500_000, Status: 'partlyPaid' }) });
    renderPayPage();

    const balance = within(await screen.findByRole('region', { name: 'Balance due (CAD)' }));
    expect(balance.getByText('$5,170.00')).toBeInTheDocument();
    expect(balance.getByText('Partly paid')).toBeInTheDocument();
    expect(amountOf('Total payable (CAD)')).toBe('$10,170.00');
    expect(amountOf('Already paid')).toBe('-$5,000.00');
    expect(amountOf('Balance due (CAD)')).toBe('$5,170.00');
  });

  it('gives the e-Transfer address, the amount and the reference, and reports the amount sent', async () => {
    const user = userEvent.setup();
    const reported = aPayPage({}, { ReportedCents: 500_000 });
    const api = payServer({ routes: { [`POST ${payApi.reportSent.path}`]: envelope(reported) } });
    renderPayPage();

    const howToPay = within(await screen.findByRole('region', { name: 'How to pay' }));
    expect(howToPay.getByText('pay@renovations.example')).toBeInTheDocument();
    expect(howToPay.getByRole('button', { name: 'Copy the e-Transfer address' })).toBeInTheDocument();
    expect(howToPay.getByText('TP-12-7')).toBeInTheDocument();
    expect(howToPay.getByRole('button', { name: 'Copy the reference' })).toBeInTheDocument();
    expect(howToPay.getByText('$10,170.00')).toBeInTheDocument();

    await user.click(howToPay.getByRole('button', { name: 'I sent it' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tell Pat Renovations you sent it' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount sent' });
    expect(amount).toHaveValue('10170.00');
    await user.clear(amount);
    await user.type(amount, '5,000.5');
    await user.click(dialog.getByRole('button', { name: 'Let them know' }));

    await waitFor(() => expect(api.callsTo('POST', payApi.reportSent.path)).toHaveLength(1));
    expect(api.callsTo('POST', payApi.reportSent.path)[0]?.body).toEqual({
      Key: payKey,
      AmountCents: 500_050,
    });
    const balance = within(await screen.findByRole('region', { name: 'Balance due (CAD)' }));
    expect(balance.getByText('Reported as sent')).toBeInTheDocument();
    expect(
      balance.getByText(
        'You said you sent $5,000.00 by Interac e-Transfer. Pat Renovations will confirm once it arrives; this page will then show it as paid.',
      ),
    ).toBeInTheDocument();
    // What is left after the report is what the page asks for now.
    expect(
      within(screen.getByRole('region', { name: 'How to pay' })).getByText('$5,170.00'),
    ).toBeInTheDocument();
  });

  it('asks for nothing more once everything left was reported sent', async () => {
    payServer({ page: aPayPage({}, { ReportedCents: 1_017_000 }) });
    renderPayPage();

    expect(await screen.findByText('Reported as sent')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Balance due (CAD)' })).getByText('Payment sent'),
    ).toBeInTheDocument();
  });

  it('asks for nothing more while a bank debit of the balance clears, and says so', async () => {
    payServer({ page: aPayPage({}, { ClearingCents: 1_017_000, Status: 'overdue' }) });
    renderPayPage();

    expect(await screen.findByText('Bank debit on its way')).toBeInTheDocument();
    expect(screen.getByText(/Your bank debit of \$10,170\.00 is being processed/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    // Past its due day too: the client has paid what was asked, and is not told it is overdue.
    expect(
      within(screen.getByRole('region', { name: 'Balance due (CAD)' })).getByText('Payment sent'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says the server’s refusal of a report in the dialog, and an empty amount before sending', async () => {
    const user = userEvent.setup();
    const api = payServer({
      routes: { [`POST ${payApi.reportSent.path}`]: said('paymentAmountRequired') },
    });
    renderPayPage();

    await user.click(await screen.findByRole('button', { name: 'I sent it' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tell Pat Renovations you sent it' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Amount sent' }));
    await user.click(dialog.getByRole('button', { name: 'Let them know' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(en.paymentAmountRequired);
    expect(api.callsTo('POST', payApi.reportSent.path)).toHaveLength(0);
  });

  it('sends a dispute with its reason and shows the invoice disputed', async () => {
    const user = userEvent.setup();
    const disputed = aPayPage({}, { DisputedTime: '2026-03-05T15:30:00Z' });
    const api = payServer({ routes: { [`POST ${payApi.dispute.path}`]: envelope(disputed) } });
    renderPayPage();

    await user.click(await screen.findByRole('button', { name: 'Dispute this invoice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute this invoice' }));
    const send = dialog.getByRole('button', { name: 'Send the dispute' });
    expect(send).toBeDisabled();
    await user.type(
      dialog.getByRole('textbox', { name: 'What is wrong with this invoice?' }),
      '  The rough-in is not done.  ',
    );
    await user.click(send);

    await waitFor(() => expect(api.callsTo('POST', payApi.dispute.path)).toHaveLength(1));
    expect(api.callsTo('POST', payApi.dispute.path)[0]?.body).toEqual({
      Key: payKey,
      Reason: 'The rough-in is not done.',
    });
    const balance = within(await screen.findByRole('region', { name: 'Balance due (CAD)' }));
    expect(balance.getByText('Disputed')).toBeInTheDocument();
    expect(balance.getByText('You disputed this invoice')).toBeInTheDocument();
    expect(
      balance.getByText(/^Pat Renovations was told on March 5, 2026 and should contact you/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this invoice' })).not.toBeInTheDocument();
  });

  it('goes to the card payment page the server names, and says the payment is being confirmed once back', async () => {
    const user = userEvent.setup();
    const checkout = 'https://checkout.example/c/pay_123';
    const api = payServer({ routes: { [`POST ${payApi.card.path}`]: envelope({ Url: checkout }) } });
    const { navigatedTo, unmount } = renderPayPage();

    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(navigatedTo).toEqual([checkout]));
    expect(api.callsTo('POST', payApi.card.path)[0]?.body).toEqual({ Key: payKey });
    // A card page of a server without Stripe keys says no money moves; Stripe's does not need to.
    expect(screen.queryByText(/no money moves/)).not.toBeInTheDocument();
    unmount();

    renderPayPage('&paid=1');
    const balance = within(await screen.findByRole('region', { name: 'Balance due (CAD)' }));
    expect(balance.getByText('Thank you: your payment is being confirmed')).toBeInTheDocument();
    // Nothing to pay twice meanwhile.
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('says a local card page moves no money, and whom to ask when the contractor takes neither way', async () => {
    payServer({ page: aPayPage({ ETransfer: null, Card: 'local' }) });
    const { unmount } = renderPayPage();
    expect(
      await screen.findByText(/this server has no payment provider, so no money moves/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I sent it' })).not.toBeInTheDocument();
    unmount();

    payServer({ page: aPayPage({ ETransfer: null, Card: null }) });
    renderPayPage();
    expect(await screen.findByText('Contact Pat Renovations to arrange the payment.')).toBeInTheDocument();
  });

  it('shows a paid invoice as paid, with nothing to pay or dispute', async () => {
    payServer({ page: aPayPage({}, { PaidCents: 1_017_000, Status: 'paid' }) });
    renderPayPage();

    const paid = within(await screen.findByRole('region', { name: 'Amount paid (CAD)' }));
    expect(paid.getByText('$10,170.00')).toBeInTheDocument();
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('Thank you: Pat Renovations received your payment in full.')).toBeInTheDocument();
    // Past paying, the clock no longer matters.
    expect(screen.queryByText(/Construction Act/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this invoice' })).not.toBeInTheDocument();
    expect(amountOf('Balance due (CAD)')).toBe('$0.00');
  });

  it('reads French with fr-CA money and dates for an invoice in French', async () => {
    payServer({ page: aPayPage({ Language: 'fr' }) });
    renderPayPage();

    await screen.findByRole('heading', { level: 1, name: /^Facture n°\s7 de Pat Renovations$/ });
    expect(document.documentElement.lang).toBe('fr');
    const balance = within(screen.getByRole('region', { name: 'Solde à payer (CAD)' }));
    expect(balance.getByText(spaced('10 170,00 $'))).toBeInTheDocument();
    expect(balance.getByText('À payer au plus tard le 31 mars 2026')).toBeInTheDocument();
    expect(amountOf('Retenue (10 %)')).toBe('-1 000,00 $');
    expect(amountOf('TVH 13 %')).toBe('1 170,00 $');
    expect(amountOf('Total à payer (CAD)')).toBe('10 170,00 $');
    expect(screen.getByRole('button', { name: 'J’ai envoyé le virement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer par carte' })).toBeInTheDocument();
  });

  it('names the contractor’s QST number under the GST number for work in Quebec, in French', async () => {
    const page = aPayPage({ Language: 'fr' });
    payServer({ page: { ...page, Contractor: { ...page.Contractor, QstNumber: '1234567890TQ0001' } } });
    renderPayPage();

    const facts = within(await screen.findByRole('region', { name: 'La facture' }));
    expect(facts.getByText(spaced('N° de TPS/TVH : 123456789RT0001'))).toBeInTheDocument();
    expect(facts.getByText(spaced('N° de TVQ : 1234567890TQ0001'))).toBeInTheDocument();
  });

  it('says a link that opens no invoice is not valid, in the server’s words', async () => {
    payServer({ routes: { [`GET ${payApi.read.path}`]: said('payKeyInvalid', 404) } });
    renderPayPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(en.payKeyInvalid);
    expect(
      screen.getByText('If you think this is a mistake, contact the business that sent you the link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay your invoice' })).toBeInTheDocument();
  });
});
