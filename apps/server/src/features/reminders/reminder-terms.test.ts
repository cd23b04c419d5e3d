import { describe, expect, it } from 'vitest';
import { maxSmsSegments, plainSmsText, smsLength, type Payment } from '@tradepact/shared';
import { amountText, defaultMessage, reminderTerms, type ReminderTerm } from './reminder-terms.js';

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

describe('defaultMessage', () => {
  it('names the business once with its own period, the payment, its amount, its date, the address and the phone', () => {
    const deposit = termOf(reminderTerms(payment(), ontario, 'en'), 'deposit');
    expect(defaultMessage('en', deposit, business, property)).toBe(
      'Hello, this is Tremblay Renovations Inc. A friendly reminder for the work at 12 Maple Avenue, Ottawa, Ontario K1A 0B1: Deposit, $1,017.00 including HST 13 %, net of the 10 % holdback, due on December 1, 2026. Questions? Call me at 416-555-0123. Thank you!',
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
      'Hello, this is Tremblay Renovations Inc. A friendly reminder: Deposit, $1,017.00 including HST 13 %, net of the 10 % holdback, due on December 1, 2026. Questions? Call me at 416-555-0123. Thank you!',
    );
    const longName = { ...business, Name: 'Tremblay '.repeat(30).trim() };
    const cut = defaultMessage('en', deposit, longName, longStreet);
    expect(cut.endsWith('...')).toBe(true);
    expect(smsLength(plainSmsText(cut)).segments).toBe(maxSmsSegments);
  });
});
