import { describe, expect, it } from 'vitest';
import { contractChanges, type ScheduleLabel } from './changes.js';
import { contractFormSchema, type ContractForm } from './form.js';

const form = (overrides: Record<string, unknown> = {}, payment: Record<string, unknown> = {}): ContractForm =>
  contractFormSchema.parse({
    ServiceType: 'Renovation',
    CommencementDate: '2026-04-06',
    CompletionDate: '2026-05-15',
    ScopeOfServices: 'Demolish the kitchen and install new cabinets.',
    Payment: {
      TotalCost: 10_000,
      Deposit: 1_000,
      DepositDate: '2026-04-01',
      Mode: 'date',
      Terms: [
        { Name: '2026-04-20', Amount: 4_000 },
        { Name: '2026-05-15', Amount: 5_000 },
      ],
      ...payment,
    },
    Terms: [
      '<p><strong>Warranty.</strong> One year on workmanship.</p>',
      '<p>Permits by the contractor.</p>',
    ],
    ...overrides,
  });

const permit: ScheduleLabel = { Title: 'Schedule A', Name: 'Permit drawings.pdf' };
const changes = (
  before: ContractForm,
  after: ContractForm,
  schedules: [ScheduleLabel[], ScheduleLabel[]] = [[], []],
) => contractChanges({ form: before, schedules: schedules[0] }, { form: after, schedules: schedules[1] });

describe('what an amendment changes', () => {
  it('is nothing when the amendment says the same, even with its clauses marked up differently', () => {
    const same = form({
      Terms: ['<p><b>Warranty.</b> One year on workmanship.</p>', '<p>Permits by the contractor.</p>'],
    });
    expect(changes(form(), same)).toEqual([]);
  });

  it('names the work, its dates and the price that changed, before and after, in cents', () => {
    const after = form(
      {
        CompletionDate: '2026-06-01',
        ScopeOfServices: 'Demolish the kitchen, install new cabinets, then paint.',
      },
      { TotalCost: 11_000.5, DepositDate: '' },
    );
    expect(changes(form(), after)).toEqual([
      { Kind: 'completionDate', Before: '2026-05-15', After: '2026-06-01' },
      {
        Kind: 'scope',
        Before: 'Demolish the kitchen and install new cabinets.',
        After: 'Demolish the kitchen, install new cabinets, then paint.',
      },
      { Kind: 'totalCost', Before: 1_000_000, After: 1_100_050 },
      { Kind: 'depositDate', Before: '2026-04-01', After: '' },
    ]);
  });

  it('names the type of work, the service address, the start, the deposit and written payment terms', () => {
    const before = form({ ServiceAddress: '1 Main St' }, { Mode: 'custom', CustomTerms: 'Monthly.' });
    const after = form(
      { ServiceType: 'Deck', ServiceAddress: '2 Main St', CommencementDate: '2026-04-13' },
      { Mode: 'custom', CustomTerms: 'Weekly.', Deposit: 1_500 },
    );
    expect(changes(before, after)).toEqual([
      { Kind: 'serviceType', Before: 'Renovation', After: 'Deck' },
      { Kind: 'serviceAddress', Before: '1 Main St', After: '2 Main St' },
      { Kind: 'commencementDate', Before: '2026-04-06', After: '2026-04-13' },
      { Kind: 'deposit', Before: 100_000, After: 150_000 },
      { Kind: 'customTerms', Before: 'Monthly.', After: 'Weekly.' },
    ]);
  });

  it('compares the payment schedule line by line: a changed amount, a line added', () => {
    const after = form(
      {},
      {
        TotalCost: 12_000,
        Terms: [
          { Name: '2026-04-20', Amount: 4_000 },
          { Name: '2026-05-15', Amount: 6_000 },
          { Name: '2026-06-01', Amount: 1_000 },
        ],
      },
    );
    expect(changes(form(), after).filter((change) => change.Kind === 'paymentLine')).toEqual([
      {
        Kind: 'paymentLine',
        Number: 2,
        Percent: false,
        Before: { Name: '2026-05-15', Amount: 500_000 },
        After: { Name: '2026-05-15', Amount: 600_000 },
      },
      {
        Kind: 'paymentLine',
        Number: 3,
        Percent: false,
        Before: null,
        After: { Name: '2026-06-01', Amount: 100_000 },
      },
    ]);
  });

  it('says a move to percentages, each line in hundredths of a percent', () => {
    const after = form({}, { Mode: 'percentage', Terms: [{ Name: 'Framing', Amount: 40.5 }] });
    const found = changes(form(), after);
    expect(found).toContainEqual({ Kind: 'paymentMode', Before: 'date', After: 'percentage' });
    expect(found).toContainEqual({
      Kind: 'paymentLine',
      Number: 1,
      Percent: true,
      Before: { Name: '2026-04-20', Amount: 400_000 },
      After: { Name: 'Framing', Amount: 4_050 },
    });
  });

  it('lists clauses added, removed and changed by their words, a reordering being no change', () => {
    const after = form({
      Terms: [
        '<p>Permits by the contractor.</p>',
        '<p><strong>Warranty.</strong> Two years on workmanship &amp; materials.</p>',
        '<p>Site cleaned daily.</p>',
      ],
    });
    const reordered = form({
      Terms: [
        '<p>Permits by the contractor.</p>',
        '<p><strong>Warranty.</strong> One year on workmanship.</p>',
      ],
    });
    expect(changes(form(), reordered)).toEqual([]);
    expect(changes(form(), after)).toEqual([
      {
        Kind: 'clause',
        Before: 'Warranty. One year on workmanship.',
        After: 'Warranty. Two years on workmanship & materials.',
      },
      { Kind: 'clause', Before: null, After: 'Site cleaned daily.' },
    ]);
    expect(changes(after, form({ Terms: ['<p>Permits by the contractor.</p>'] }))).toEqual([
      { Kind: 'clause', Before: 'Warranty. Two years on workmanship & materials.', After: null },
      { Kind: 'clause', Before: 'Site cleaned daily.', After: null },
    ]);
  });

  it('lists schedules added, removed and replaced by another file', () => {
    const drawings: ScheduleLabel = { Title: 'Schedule B', Name: 'Kitchen layout.png' };
    const newPermit: ScheduleLabel = { Title: 'Schedule A', Name: 'Permit drawings, revised.pdf' };
    expect(changes(form(), form(), [[permit], [newPermit]])).toEqual([
      { Kind: 'schedule', Before: permit, After: newPermit },
    ]);
    expect(changes(form(), form(), [[permit], [drawings]])).toEqual([
      { Kind: 'schedule', Before: permit, After: null },
      { Kind: 'schedule', Before: null, After: drawings },
    ]);
    expect(changes(form(), form(), [[permit], [permit, drawings]])).toEqual([
      { Kind: 'schedule', Before: null, After: drawings },
    ]);
  });
});
