import { describe, expect, it } from 'vitest';
import { emptyContractForm } from '../contract/form.js';
import { translate } from '../messages/translate.js';
import {
  hasWarrantyClause,
  missingConsumerContent,
  takesMoneyBeforeCompletion,
  type ConsumerContentFacts,
} from './consumer-content.js';
import { lawRecords } from './records.js';

const day = '2026-12-01';

const form = () => ({
  ...emptyContractForm(),
  ScopeOfServices: 'Replace the kitchen cabinets and counters, maple veneer.',
  CommencementDate: '2026-12-10',
  CompletionDate: '2027-01-15',
  Payment: { ...emptyContractForm().Payment, TotalCost: 1000, Deposit: 1000, DepositDate: '2026-12-10' },
  Terms: ['<p><strong>Warranty.</strong> One year on workmanship.</p>'],
});

const facts = (province: string, changes: Partial<ConsumerContentFacts> = {}): ConsumerContentFacts => ({
  province,
  day,
  contractor: { rbqLicence: '5678-1234-01', opcPermit: '123456', albertaPrepaidLicence: 'B123456' },
  clients: [{ name: 'Hélène Côté', address: '12 Maple Avenue', phone: '(613) 555-0199' }],
  propertyAddress: '12 Maple Avenue',
  form: form(),
  ...changes,
});

const missing = (province: string, changes: Partial<ConsumerContentFacts> = {}) =>
  missingConsumerContent(facts(province, changes))?.message;

describe('missingConsumerContent', () => {
  it('finds nothing missing in a complete contract, in every province with a record', () => {
    for (const province of ['Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Manitoba']) {
      expect(missingConsumerContent(facts(province)), province).toBeUndefined();
    }
  });

  it('Quebec: the RBQ licence, then the OPC permit, each with how to fix it', () => {
    const noNumbers = { contractor: { rbqLicence: '', opcPermit: '', albertaPrepaidLicence: '' } };
    expect(missing('Quebec', noNumbers)).toBe('consumerContentRbqLicence');
    expect(translate('en', 'consumerContentRbqLicence')).toBe(
      'Add your RBQ licence number in My Profile before sending a contract to a consumer in Quebec.',
    );
    expect(
      missing('Quebec', {
        contractor: { rbqLicence: '5678-1234-01', opcPermit: '', albertaPrepaidLicence: '' },
      }),
    ).toBe('consumerContentItinerantPermit');
    // Elsewhere the numbers are not asked for.
    expect(missing('Ontario', noNumbers)).toBeUndefined();
  });

  it('Ontario: a completion date, named with the province', () => {
    const found = missingConsumerContent(facts('Ontario', { form: { ...form(), CompletionDate: '' } }));
    expect(found?.message).toBe('consumerContentCompletionDate');
    expect(found?.record.section).toContain('O. Reg. 17/05 s. 35');
    expect(translate('en', found!.message, found!.params)).toBe(
      'Add a completion date: Ontario requires it in a consumer contract.',
    );
    // A warranty is not asked for until counsel confirms s. 35 requires one.
    expect(missing('Ontario', { form: { ...form(), Terms: ['<p>Taxes are extra.</p>'] } })).toBeUndefined();
  });

  it('finds a warranty clause in either language', () => {
    expect(hasWarrantyClause(['<p><strong>Warranty.</strong> One year.</p>'])).toBe(true);
    expect(hasWarrantyClause(['<p>L’Entrepreneur garantit ses travaux.</p>'])).toBe(true);
    expect(hasWarrantyClause(['<p><strong>Garantie.</strong> Un an.</p>'])).toBe(true);
    expect(hasWarrantyClause(['<p>Taxes are extra.</p>'])).toBe(false);
  });

  it('Quebec: the client’s phone, and the province written in French', () => {
    const noPhone = { clients: [{ name: 'Hélène Côté', address: '', phone: '' }] };
    const found = missingConsumerContent(facts('Quebec', noPhone));
    expect(found?.message).toBe('consumerContentClientPhone');
    expect(translate('fr', found!.message, found!.params)).toContain('(Québec)');
    // Ontario's regulation asks the consumer's name and address, not a phone.
    expect(missing('Ontario', noPhone)).toBeUndefined();
  });

  it('takes the property for a client with no address of their own, and asks one when neither is known', () => {
    const noAddress = { clients: [{ name: 'Hélène Côté', address: '', phone: '6135550199' }] };
    expect(missing('Ontario', noAddress)).toBeUndefined();
    expect(missing('Ontario', { ...noAddress, propertyAddress: '' })).toBe('consumerContentClientAddress');
  });

  it('Alberta: the prepaid contracting licence, when the contract takes money before the work is done', () => {
    const unlicensed = { contractor: { rbqLicence: '', opcPermit: '', albertaPrepaidLicence: '' } };
    // The form's deposit is due before the work is done.
    expect(missing('Alberta', unlicensed)).toBe('consumerContentAlbertaPrepaidLicence');
    // Paid in one payment on completion: not a prepaid contract, no licence asked.
    const onCompletion = {
      ...form().Payment,
      Deposit: 0,
      DepositDate: '',
      Terms: [{ Name: '2027-01-15', CustomName: '', Amount: 1000 }],
    };
    expect(missing('Alberta', { ...unlicensed, form: { ...form(), Payment: onCompletion } })).toBeUndefined();
    // Elsewhere it is not asked for.
    expect(missing('British Columbia', unlicensed)).toBeUndefined();
  });

  it('counts as money before completion a deposit, a payment dated before it, or milestones after the first', () => {
    const payment = (changes: Partial<ReturnType<typeof form>['Payment']>) => ({
      CompletionDate: '2027-01-15',
      Payment: { ...form().Payment, Deposit: 0, DepositDate: '', ...changes },
    });
    const term = (Name: string, Amount = 500) => ({ Name, CustomName: '', Amount });
    expect(takesMoneyBeforeCompletion(payment({ Deposit: 100 }))).toBe(true);
    expect(takesMoneyBeforeCompletion(payment({ Terms: [term('2027-01-02'), term('2027-01-15')] }))).toBe(
      true,
    );
    expect(takesMoneyBeforeCompletion(payment({ Terms: [term('2027-01-15', 1000)] }))).toBe(false);
    expect(
      takesMoneyBeforeCompletion(payment({ Mode: 'milestone', Terms: [term('Framing'), term('Roofing')] })),
    ).toBe(true);
    expect(takesMoneyBeforeCompletion(payment({ Mode: 'milestone', Terms: [term('Roofing', 1000)] }))).toBe(
      false,
    );
    expect(takesMoneyBeforeCompletion(payment({ Mode: 'custom', CustomTerms: 'Half now.' }))).toBe(false);
  });

  it('British Columbia and Alberta: the description, the price and the terms of payment', () => {
    for (const province of ['British Columbia', 'Alberta']) {
      expect(missing(province, { form: { ...form(), ScopeOfServices: ' ' } })).toBe(
        'consumerContentDescription',
      );
      const unscheduled = { ...form().Payment, Deposit: 0, DepositDate: '' };
      expect(missing(province, { form: { ...form(), Payment: unscheduled } })).toBe(
        'consumerContentPaymentTerms',
      );
      // Their records do not ask for a warranty.
      expect(missing(province, { form: { ...form(), Terms: [] } })).toBeUndefined();
    }
  });

  it('every content record is sourced and dated, and lists each item once', () => {
    const records = lawRecords.filter((record) => record.rule === 'consumerContractContent');
    expect(records.map((record) => record.province).sort()).toEqual([
      'Alberta',
      'British Columbia',
      'Ontario',
      'Quebec',
    ]);
    for (const record of records) {
      if (record.rule !== 'consumerContractContent') continue;
      expect(record.source).toMatch(/^https?:\/\//);
      expect(new Set(record.data.items).size).toBe(record.data.items.length);
    }
  });
});
