import { describe, expect, it } from 'vitest';
import type { Payment } from '@tradepact/shared';
import { amountText, reminderTerms, type ReminderTerm, type TermInvoice } from './reminder-terms.js';

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
const termOf = (terms: ReminderTerm[], id: string) => {
  const term = terms.find((one) => one.id === id);
  if (!term) throw new Error(`no term ${id}`);
  return term;
};

describe('reminderTerms', () => {
  it('offers the deposit and each term by its receivable key, named as the document names them', () => {
    expect(reminderTerms(payment(), ontario, 'en').map((term) => [term.id, term.name, term.dueOn])).toEqual([
      ['deposit', 'Deposit', '2026-12-01'],
      ['term-0', 'Framing done', null],
      ['term-1', 'Payment 2', null],
    ]);
    const milestones = payment({
      Mode: 'milestone',
      Terms: [
        { Name: 'Framing', CustomName: '', Amount: 4000 },
        { Name: 'Other Type', CustomName: 'Cabinets installed', Amount: 5000 },
      ],
    });
    expect(reminderTerms(milestones, ontario, 'fr').map((term) => term.name)).toEqual([
      'Acompte',
      'Framing',
      'Cabinets installed',
    ]);
  });

  it('dates a date-mode term by its own date, and leaves out a term of no amount', () => {
    const dated = payment({
      Mode: 'date',
      Terms: [
        { Name: '2026-12-20', CustomName: '', Amount: 9000 },
        { Name: '2027-01-20', CustomName: '', Amount: 0 },
      ],
    });
    expect(reminderTerms(dated, ontario, 'en').map((term) => [term.id, term.name, term.dueOn])).toEqual([
      ['deposit', 'Deposit', '2026-12-01'],
      ['term-0', 'Payment 1', '2026-12-20'],
    ]);
  });

  it('offers the deposit of custom terms, and nothing on a contract with no deposit and no terms', () => {
    const custom = payment({ Mode: 'custom', Terms: [], CustomTerms: 'Paid as the work goes.' });
    expect(reminderTerms(custom, ontario, 'en').map((term) => term.id)).toEqual(['deposit']);
    expect(reminderTerms(payment({ Deposit: 0, Terms: [] }), ontario, 'en')).toEqual([]);
  });
});

describe('amountText', () => {
  it('says the total with its tax and the holdback retained in Ontario', () => {
    const terms = reminderTerms(payment(), ontario, 'en');
    expect(amountText(termOf(terms, 'term-0'), 'en')).toBe(
      '$3,661.20 including HST 13 %, net of the 10 % holdback',
    );
    expect(amountText(termOf(reminderTerms(payment(), ontario, 'fr'), 'deposit'), 'fr')).toBe(
      '1\u00a0017,00\u00a0$, taxes incluses (TVH 13\u00a0%), retenue de 10\u00a0% déduite',
    );
  });

  it('names each tax where there are two, and no holdback where the province has none', () => {
    const quebec = { province: 'Quebec', day };
    expect(amountText(termOf(reminderTerms(payment(), quebec, 'en'), 'deposit'), 'en')).toBe(
      '$1,149.75 including GST 5 % and QST 9.975 %',
    );
    expect(amountText(termOf(reminderTerms(payment(), quebec, 'fr'), 'deposit'), 'fr')).toBe(
      '1\u00a0149,75\u00a0$, taxes incluses (TPS 5\u00a0% et TVQ 9,975\u00a0%)',
    );
  });
});

describe('an issued invoice', () => {
  const invoice = (overrides: Partial<TermInvoice> = {}): TermInvoice => ({
    receivableKey: 'term-0',
    number: 7,
    description: 'Payment 1: Framing done',
    dueOn: '2026-12-29',
    payUrl: 'https://tradepact.example/Invoice?key=abc',
    holdbackCents: 36_000,
    taxLines: [{ kind: 'HST', ratePercent: 13, cents: 42_120 }],
    payableCents: 366_120,
    paidCents: 0,
    ...overrides,
  });

  it('names its number and takes its amounts and due day as issued', () => {
    const issued = invoice({ payableCents: 366_121 });
    const term = termOf(reminderTerms(payment(), ontario, 'en', [issued]), 'term-0');
    expect(term).toMatchObject({ name: 'Framing done, invoice No. 7', dueOn: '2026-12-29', invoice: issued });
    expect(amountText(term, 'en')).toBe('$3,661.21 including HST 13 %, net of the 10 % holdback');
  });

  it('says what is left to pay on one partly paid, and leaves out one paid in full', () => {
    const partly = termOf(
      reminderTerms(payment(), ontario, 'fr', [invoice({ paidCents: 100_000 })]),
      'term-0',
    );
    expect(amountText(partly, 'fr')).toBe(
      '3\u00a0661,20\u00a0$, taxes incluses (TVH 13\u00a0%), retenue de 10\u00a0% déduite, solde de 2\u00a0661,20\u00a0$',
    );
    const paid = reminderTerms(payment(), ontario, 'en', [invoice({ paidCents: 366_120 })]);
    expect(paid.map((term) => term.id)).toEqual(['deposit', 'term-1']);
  });

  it('offers the holdback’s release and a custom contract’s balance once invoiced, and not before', () => {
    const release = invoice({
      receivableKey: 'holdback',
      number: 9,
      description: 'Holdback release',
      holdbackCents: 0,
      taxLines: [{ kind: 'HST', ratePercent: 13, cents: 13_000 }],
      payableCents: 113_000,
    });
    expect(reminderTerms(payment(), ontario, 'en', [release]).map((term) => [term.id, term.name])).toEqual([
      ['deposit', 'Deposit'],
      ['term-0', 'Framing done'],
      ['term-1', 'Payment 2'],
      ['holdback', 'Holdback release, invoice No. 9'],
    ]);
    const custom = payment({ Mode: 'custom', Terms: [], CustomTerms: 'As the work goes.' });
    const balance = invoice({
      receivableKey: 'balance',
      number: 10,
      description: 'Balance after the deposit',
    });
    expect(
      reminderTerms(custom, { province: 'Alberta', day }, 'en', [balance]).map((term) => term.name),
    ).toEqual(['Deposit', 'Balance after the deposit, invoice No. 10']);
  });
});
