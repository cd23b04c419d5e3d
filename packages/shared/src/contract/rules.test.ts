import { describe, expect, it } from 'vitest';
import { contractTypes } from '../contracts.js';
import { en } from '../messages/en.js';
import { contractFormSchema, type ContractForm, type ContractFormInput } from './form.js';
import { contractProblem, type ContractCheck, type ContractCheckContext } from './rules.js';

const today = '2026-05-10';

const createClient: ContractCheckContext = {
  type: contractTypes.client,
  isCreate: true,
  today,
  expiry: '2026-05-20',
};
const editClient: ContractCheckContext = { ...createClient, isCreate: false };
const createSubcontract: ContractCheckContext = { ...createClient, type: contractTypes.subcontractor };
const editSubcontract: ContractCheckContext = { ...createSubcontract, isCreate: false };

/** A contract that passes both checks: every rule below breaks one thing of it. */
const valid: ContractFormInput = {
  CommencementDate: '2026-06-01',
  CompletionDate: '2026-07-01',
  ScopeOfServices: 'Renovate the kitchen.',
  Payment: {
    TotalCost: 10_000,
    Deposit: 1_000,
    DepositDate: '2026-05-11',
    Mode: 'date',
    Terms: [{ Name: '2026-06-15', Amount: 9_000 }],
  },
};

const form = (changes: Partial<ContractFormInput> = {}): ContractForm =>
  contractFormSchema.parse({ ...valid, ...changes });
const withPayment = (changes: NonNullable<ContractFormInput['Payment']>): ContractForm =>
  form({ Payment: { ...valid.Payment, ...changes } });

const messageOf = (checked: ContractForm, check: ContractCheck, context = createClient) =>
  contractProblem(checked, check, context)?.message ?? null;

describe('contractProblem', () => {
  it('lets a complete contract be saved and reviewed on every screen', () => {
    for (const context of [createClient, editClient, createSubcontract, editSubcontract]) {
      expect(contractProblem(form(), 'draft', context)).toBeNull();
      expect(contractProblem(form(), 'review', context)).toBeNull();
    }
  });

  describe('the four numbered checks of doc 3 §5, in their order', () => {
    const empty = contractFormSchema.parse({});

    it('asks for the commencement date first, in draft and in review words', () => {
      expect(messageOf(empty, 'draft')).toBe('contractCommencementRequiredDraft');
      expect(messageOf(empty, 'review')).toBe('contractCommencementRequiredReview');
      expect(en.contractCommencementRequiredDraft).toBe(
        'Please choose a anticipated Commencement Date for this project',
      );
      expect(en.contractCommencementRequiredReview).toBe(
        'Please choose a Commencement Date for this project',
      );
    });

    it('then the completion date, then the scope, then the total cost', () => {
      const steps: [Partial<ContractFormInput>, string][] = [
        [{ CommencementDate: '2026-06-01' }, 'contractCompletionRequired'],
        [{ CompletionDate: '2026-07-01' }, 'contractScopeRequired'],
        [{ ScopeOfServices: 'Renovate the kitchen.' }, 'paymentTermsRequired'],
      ];
      let changes: Partial<ContractFormInput> = {};
      for (const [fix, next] of steps) {
        changes = { ...changes, ...fix };
        const partial = contractFormSchema.parse(changes);
        expect(messageOf(partial, 'draft')).toBe(next);
        expect(messageOf(partial, 'review', editClient)).toBe(
          next === 'paymentTermsRequired' ? 'paymentTotalCostRequired' : next,
        );
      }
    });

    it('counts a scope of only spaces as missing', () => {
      expect(messageOf(form({ ScopeOfServices: '  \n ' }), 'draft')).toBe('contractScopeRequired');
    });

    it("words a missing total 'Please Define Payment Terms' on draft, on every screen", () => {
      const noTotal = withPayment({ TotalCost: 0, Deposit: 0, Terms: [] });
      for (const context of [createClient, editClient, createSubcontract, editSubcontract]) {
        expect(messageOf(noTotal, 'draft', context)).toBe('paymentTermsRequired');
      }
      expect(en.paymentTermsRequired).toBe('Please Define Payment Terms');
    });

    it("words it 'Please Define Payment Terms' on review of the create-for-client screen", () => {
      expect(messageOf(withPayment({ TotalCost: 0, Deposit: 0, Terms: [] }), 'review', createClient)).toBe(
        'paymentTermsRequired',
      );
    });

    it("words it 'Please enter the total cost of the project' on review everywhere else", () => {
      const noTotal = withPayment({ TotalCost: 0, Deposit: 0, Terms: [] });
      expect(messageOf(noTotal, 'review', editClient)).toBe('paymentTotalCostRequired');
      expect(messageOf(noTotal, 'review', createSubcontract)).toBe('paymentTotalCostRequired');
      expect(messageOf(noTotal, 'review', editSubcontract)).toBe('paymentTotalCostRequired');
      expect(en.paymentTotalCostRequired).toBe('Please enter the total cost of the project');
    });
  });

  it('reports every problem in its turn, each only once those before it are fixed (review)', () => {
    // Start with everything wrong that can be wrong at once, fix the reported problem, repeat.
    let changes: ContractFormInput = {
      CommencementDate: '',
      CompletionDate: '',
      ScopeOfServices: '',
      Payment: {
        TotalCost: 0,
        Deposit: 12_000,
        DepositDate: '',
        Mode: 'date',
        Terms: [{ Name: '', Amount: 9_500 }],
      },
    };
    let expiry = '2026-06-01';
    const payment = (fix: NonNullable<ContractFormInput['Payment']>) => ({
      Payment: { ...changes.Payment, ...fix },
    });
    const steps: [string, () => void][] = [
      [
        'contractCommencementRequiredReview',
        () => (changes = { ...changes, CommencementDate: '2026-05-09' }),
      ],
      ['contractCompletionRequired', () => (changes = { ...changes, CompletionDate: '2026-05-08' })],
      ['contractScopeRequired', () => (changes = { ...changes, ScopeOfServices: 'Kitchen' })],
      ['paymentTermsRequired', () => (changes = { ...changes, ...payment({ TotalCost: 10_000 }) })],
      ['contractCommencementPast', () => (changes = { ...changes, CommencementDate: '2026-06-01' })],
      ['contractCompletionPast', () => (changes = { ...changes, CompletionDate: '2026-05-31' })],
      [
        'contractCompletionBeforeCommencement',
        () => (changes = { ...changes, CompletionDate: '2026-07-01' }),
      ],
      ['paymentDepositAboveTotal', () => (changes = { ...changes, ...payment({ Deposit: 1_000 }) })],
      [
        'paymentTermsAboveTotal',
        () => (changes = { ...changes, ...payment({ Terms: [{ Name: '', Amount: 8_000 }] }) }),
      ],
      [
        'paymentDepositDateRequired',
        () => (changes = { ...changes, ...payment({ DepositDate: '2026-05-09' }) }),
      ],
      ['paymentDepositDatePast', () => (changes = { ...changes, ...payment({ DepositDate: '2026-05-11' }) })],
      [
        'paymentDateRequired',
        () => (changes = { ...changes, ...payment({ Terms: [{ Name: '2026-05-20', Amount: 8_000 }] }) }),
      ],
      [
        'paymentRemainingNotZero',
        () => (changes = { ...changes, ...payment({ Terms: [{ Name: '2026-05-20', Amount: 9_000 }] }) }),
      ],
      [
        'paymentCommencementAfterPayment',
        () => (changes = { ...changes, ...payment({ Terms: [{ Name: '2026-06-15', Amount: 9_000 }] }) }),
      ],
      ['contractExpiryOutOfRange', () => (expiry = '')],
      ['contractExpiryRequired', () => (expiry = '2026-05-20')],
    ];
    const seen: string[] = [];
    for (const [, fix] of steps) {
      seen.push(
        messageOf(contractFormSchema.parse(changes), 'review', { ...createClient, expiry }) ?? 'none',
      );
      fix();
    }
    expect(seen).toEqual(steps.map(([message]) => message));
    expect(
      contractProblem(contractFormSchema.parse(changes), 'review', { ...createClient, expiry }),
    ).toBeNull();
  });

  it('on draft, checks the same things but what only a review needs', () => {
    let changes: ContractFormInput = {
      CommencementDate: '',
      CompletionDate: '2026-07-01',
      ScopeOfServices: 'Kitchen',
      Payment: {
        TotalCost: 10_000,
        Deposit: 1_000,
        DepositDate: '',
        Mode: 'date',
        Terms: [{ Name: '', Amount: 100 }],
      },
    };
    expect(messageOf(contractFormSchema.parse(changes), 'draft')).toBe('contractCommencementRequiredDraft');
    changes = { ...changes, CommencementDate: '2026-06-01' };
    // No deposit date, an undated payment, money left to schedule, no expiry: a draft may keep them.
    expect(
      contractProblem(contractFormSchema.parse(changes), 'draft', { ...createClient, expiry: '' }),
    ).toBeNull();
    // A past deposit date and an expiry out of range are refused on draft too.
    const pastDeposit = { ...changes, Payment: { ...changes.Payment, DepositDate: '2026-05-09' } };
    expect(messageOf(contractFormSchema.parse(pastDeposit), 'draft')).toBe('paymentDepositDatePast');
    expect(
      messageOf(contractFormSchema.parse(changes), 'draft', { ...createClient, expiry: '2026-06-01' }),
    ).toBe('contractExpiryOutOfRange');
  });

  it('names the allowed expiry range in its message', () => {
    expect(contractProblem(form(), 'review', { ...createClient, expiry: '2026-05-09' })).toEqual({
      message: 'contractExpiryOutOfRange',
      params: { min: today, max: '2026-05-31' },
    });
  });

  it('allows past commencement and completion dates when editing, not when creating', () => {
    const started = form({ CommencementDate: '2026-04-01', CompletionDate: '2026-05-01' });
    const noPayments = {
      ...started,
      Payment: { ...started.Payment, Terms: [], Deposit: 0, DepositDate: '' },
    };
    const custom = { ...noPayments, Payment: { ...noPayments.Payment, Mode: 'custom' as const } };
    expect(messageOf(custom, 'review', { ...editClient, expiry: today })).toBeNull();
    expect(messageOf(custom, 'review', { ...createClient, expiry: today })).toBe('contractCommencementPast');
  });

  describe('payment modes', () => {
    it('in milestone mode asks for the name of an Other Type milestone before any missing milestone', () => {
      const milestones = (terms: { Name: string; CustomName?: string; Amount: number }[]) =>
        withPayment({ Mode: 'milestone', Terms: terms });
      expect(
        messageOf(
          milestones([
            { Name: '', Amount: 4_000 },
            { Name: 'Other Type', CustomName: '', Amount: 5_000 },
          ]),
          'review',
        ),
      ).toBe('paymentMilestoneNameRequired');
      expect(
        messageOf(
          milestones([
            { Name: '', Amount: 4_000 },
            { Name: 'Other Type', CustomName: 'Cabinets', Amount: 5_000 },
          ]),
          'review',
        ),
      ).toBe('paymentMilestoneRequired');
      expect(
        messageOf(
          milestones([
            { Name: 'Framing', Amount: 4_000 },
            { Name: 'Other Type', CustomName: 'Cabinets', Amount: 5_000 },
          ]),
          'review',
        ),
      ).toBeNull();
    });

    it('in milestone mode never compares the commencement date with a payment date', () => {
      const late = form({ CommencementDate: '2026-06-20' });
      expect(
        messageOf(
          {
            ...late,
            Payment: {
              ...late.Payment,
              Mode: 'milestone',
              Terms: [{ Name: 'Framing', CustomName: '', Amount: 9_000 }],
            },
          },
          'review',
        ),
      ).toBeNull();
    });

    it('in percentage mode refuses more than 100 % and a review below 100 %', () => {
      const percentages = (amounts: number[]) =>
        withPayment({ Mode: 'percentage', Terms: amounts.map((Amount) => ({ Name: 'Stage', Amount })) });
      expect(messageOf(percentages([60, 40.01]), 'draft')).toBe('paymentPercentagesOver');
      expect(messageOf(percentages([60, 30]), 'draft')).toBeNull();
      expect(messageOf(percentages([60, 30]), 'review')).toBe('paymentRemainingNotZero');
      expect(messageOf(percentages([33.33, 33.33, 33.34]), 'review')).toBeNull();
    });

    it('in custom mode needs no scheduled payments to be reviewed', () => {
      const custom = withPayment({ Mode: 'custom', Terms: [], CustomTerms: 'Paid weekly on invoice.' });
      expect(messageOf(custom, 'review')).toBeNull();
    });

    it('needs no deposit date when there is no deposit', () => {
      expect(
        messageOf(
          withPayment({ Deposit: 0, DepositDate: '', Terms: [{ Name: '2026-06-15', Amount: 10_000 }] }),
          'review',
        ),
      ).toBeNull();
    });

    it('lets the payments reach the total less the deposit exactly, to the cent', () => {
      const exact = withPayment({
        TotalCost: 10_000.01,
        Deposit: 0.01,
        Terms: [
          { Name: '2026-06-15', Amount: 3_333.33 },
          { Name: '2026-06-20', Amount: 6_666.67 },
        ],
      });
      expect(messageOf(exact, 'review')).toBeNull();
      const over = { ...exact, Payment: { ...exact.Payment, Deposit: 0.02 } };
      expect(messageOf(over, 'review')).toBe('paymentTermsAboveTotal');
    });
  });

  it('has a message in the catalogue for every problem it reports', () => {
    const keys = [
      'contractCommencementRequiredDraft',
      'contractCommencementRequiredReview',
      'contractCompletionRequired',
      'contractScopeRequired',
      'paymentTermsRequired',
      'paymentTotalCostRequired',
      'paymentRemainingNotZero',
      'paymentCommencementAfterPayment',
    ] as const;
    for (const key of keys) expect(en[key], key).toBeTruthy();
    expect(en.paymentRemainingNotZero).toBe(
      "Please ensure that the 'Remaining Amount' under 'Payment Terms' is no more than '0' (zero) after setting the payment date.",
    );
    expect(en.paymentCommencementAfterPayment).toBe(
      'The commencement date cannot be after the payment date.',
    );
  });
});
