import { describe, expect, it } from 'vitest';
import { maxSmsSegments, plainSmsText, smsLength, type Payment } from '@tradepact/shared';
import { defaultMessage } from './reminder-message.js';
import { reminderTerms, type ReminderTerm, type TermInvoice } from './reminder-terms.js';

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  TotalCost: 10000,
  Deposit: 1000,
  DepositDate: '2026-12-01',
  Mode: 'percentage',
  Terms: [
    { Name: 'Framing done', CustomName: '', Amount: 40 },
    { Name: '', CustomName: '', Amount: 60 },
  ],
  CustomTerms: '',
  ...overrides,
});
const day = '2026-11-20';
const ontario = { province: 'Ontario', day };
const business = {
  Name: 'Tremblay Renovations Inc.',
  FirstName: 'Marie',
  LastName: 'Tremblay',
  Phone: '4165550123',
};
const property = {
  Address: '12 Maple Avenue',
  Unit: '',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K1A 0B1',
};
const termOf = (terms: ReminderTerm[], id: string) => {
  const term = terms.find((one) => one.id === id);
  if (!term) throw new Error(`no term ${id}`);
  return term;
};

describe('defaultMessage', () => {
  it('names the business once with its own period, the payment, its amount, its date, the address and the phone', () => {
    const deposit = termOf(reminderTerms(payment(), ontario, 'en'), 'deposit');
    expect(defaultMessage('en', deposit, business, property)).toBe(
      'Hello, this is Tremblay Renovations Inc. A friendly reminder for the work at 12 Maple Avenue, Ottawa, Ontario K1A 0B1: Deposit, $1,017.00 including HST 13 %, net of the 10 % holdback, due on 2026-12-01. Questions? Call me at 416-555-0123. Thank you!',
    );
  });

  it('writes French, and says a term with no date of its own is due now', () => {
    const term = termOf(reminderTerms(payment(), { province: 'Quebec', day }, 'fr'), 'term-1');
    const message = defaultMessage('fr', term, { ...business, Name: 'Rénovations Côté inc.' }, property);
    expect(message).toBe(
      'Bonjour, ici Rénovations Côté inc. Petit rappel pour les travaux au 12 Maple Avenue, Ottawa, Ontario K1A 0B1 : Paiement 2, 6\u00a0208,65\u00a0$, taxes incluses (TPS 5\u00a0% et TVQ 9,975\u00a0%), exigible maintenant. Des questions ? Appelez-moi au 416 555-0123. Merci !',
    );
    expect(smsLength(plainSmsText(message))).toMatchObject({ encoding: 'GSM-7', segments: maxSmsSegments });
  });

  it('leaves the address out, then cuts, rather than offer a text longer than 2 messages', () => {
    const deposit = termOf(reminderTerms(payment(), ontario, 'en'), 'deposit');
    const longStreet = { ...property, Address: `${'Very Long Street Name '.repeat(5)}Road` };
    const short = defaultMessage('en', deposit, business, longStreet);
    expect(short).toBe(
      'Hello, this is Tremblay Renovations Inc. A friendly reminder: Deposit, $1,017.00 including HST 13 %, net of the 10 % holdback, due on 2026-12-01. Questions? Call me at 416-555-0123. Thank you!',
    );
    const longName = { ...business, Name: 'Tremblay '.repeat(30).trim() };
    const cut = defaultMessage('en', deposit, longName, longStreet);
    expect(cut.endsWith('...')).toBe(true);
    expect(smsLength(plainSmsText(cut)).segments).toBe(maxSmsSegments);
  });
});

describe('an invoice’s default message', () => {
  const invoice: TermInvoice = {
    receivableKey: 'term-1',
    number: 12,
    description: 'Payment 2',
    dueOn: '2026-12-29',
    payUrl: `https://tradepact.example/Invoice?key=${'k'.repeat(43)}`,
    holdbackCents: 54_000,
    taxLines: [{ kind: 'HST', ratePercent: 13, cents: 63_180 }],
    payableCents: 549_180,
    paidCents: 0,
  };
  const term = termOf(reminderTerms(payment(), ontario, 'en', [invoice]), 'term-1');

  it('names the invoice, what it bills, its total, its due day and its pay link; then cuts, but never the link', () => {
    expect(defaultMessage('en', term, business, property)).toBe(
      `Hello, this is Tremblay Renovations Inc. A friendly reminder: invoice No. 12 (Payment 2), $5,491.80 including HST 13 %, net of the 10 % holdback, due on 2026-12-29. View and pay: ${invoice.payUrl} Questions? Call 416-555-0123.`,
    );
    const longName = { ...business, Name: 'Tremblay '.repeat(20).trim() };
    const cut = defaultMessage('en', term, longName, property);
    expect(cut).toContain('... A friendly reminder: invoice No. 12, $5,491.80');
    expect(cut).toContain(`View and pay: ${invoice.payUrl} Questions?`);
    expect(smsLength(plainSmsText(cut)).segments).toBe(maxSmsSegments);
  });

  it('writes French, the link whole, within 2 texts', () => {
    const french = termOf(
      reminderTerms(payment(), ontario, 'fr', [{ ...invoice, description: 'Paiement 2' }]),
      'term-1',
    );
    const message = defaultMessage('fr', french, business, property);
    expect(message).toBe(
      `Bonjour, ici Tremblay Renovations Inc. Petit rappel : facture no 12 (Paiement 2), 5\u00a0491,80\u00a0$, taxes incluses (TVH 13\u00a0%), retenue de 10\u00a0% déduite, exigible le 2026-12-29. Pour payer : ${invoice.payUrl} Questions ? Appelez au 416 555-0123.`,
    );
    expect(smsLength(plainSmsText(message)).segments).toBe(maxSmsSegments);
  });
});
