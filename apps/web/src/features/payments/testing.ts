import type { ContractPayments, InvoiceSummary, ReceivableDto } from './api';

/** Test fixtures of a contract's payments (imported by *.test.tsx only). */

export const paymentsContractId = '00000000-0000-4000-8000-00000000c0de';
export const depositInvoiceId = '00000000-0000-4000-8000-0000000001a1';
export const reportedPaymentId = '00000000-0000-4000-8000-0000000001b1';

const hst = (cents: number) => [{ Kind: 'HST' as const, RatePercent: 13, Cents: cents }];

/** A line as the server sends it before anything is invoiced. */
function line(
  fields: Omit<
    ReceivableDto,
    'PaidCents' | 'Status' | 'Invoice' | 'Payments' | 'IsInvoiceable' | 'TaxCents' | 'PayableCents'
  >,
): ReceivableDto {
  const taxCents = fields.TaxLines.reduce((sum, tax) => sum + tax.Cents, 0);
  return {
    ...fields,
    TaxCents: taxCents,
    PayableCents: fields.NetCents + taxCents,
    PaidCents: 0,
    Status: 'notDue',
    Invoice: null,
    Payments: [],
    IsInvoiceable: true,
  };
}

/** The deposit's invoice: Ontario's clock for an invoice of Jan 15, 2027. */
export const depositInvoice: InvoiceSummary = {
  Id: depositInvoiceId,
  Number: 1,
  IssuedOn: '2027-01-15',
  DueOn: '2027-02-12',
  PayUrl: 'https://tradepact.example/pay?key=deposit-key',
  Reference: 'TP-7-1',
  DisputedTime: null,
  DisputeReason: '',
  Clock: {
    PayBy: '2027-02-12',
    DisputeBy: '2027-01-29',
    DeemedProperBy: '2027-01-22',
    Statute: 'Construction Act (R.S.O. 1990, c. C.30), Part I.1',
    Source: 'https://example.com/construction-act',
  },
};

/**
 * $12,345.67 before tax in Ontario, as shared receivablesOf owes it: a $1,000.01 deposit, invoiced,
 * $500 received and $517 the client says they sent by e-Transfer; three milestones; the holdback's
 * release. HST 13 % on each net, rounded on the running sum.
 */
export function ontarioPayments(): ContractPayments {
  const deposit = line({
    Key: 'deposit',
    Kind: 'deposit',
    Name: 'Deposit',
    GrossCents: 100_001,
    HoldbackCents: 10_001,
    NetCents: 90_000,
    TaxLines: hst(11_700),
    DueOn: '2027-02-12',
  });
  return {
    ContractId: paymentsContractId,
    Lines: [
      {
        ...deposit,
        PaidCents: 50_000,
        Status: 'partlyPaid',
        Invoice: depositInvoice,
        IsInvoiceable: false,
        Payments: [
          {
            Id: '00000000-0000-4000-8000-0000000001b0',
            Method: 'card',
            Status: 'received',
            AmountCents: 50_000,
            RefundedCents: 0,
            Time: '2027-01-18T15:00:00.000Z',
            CardLast4: '4242',
          },
          {
            Id: reportedPaymentId,
            Method: 'etransfer',
            Status: 'reported',
            AmountCents: 51_700,
            RefundedCents: 0,
            Time: '2027-01-20T15:00:00.000Z',
            CardLast4: null,
          },
        ],
      },
      line({
        Key: 'term-0',
        Kind: 'term',
        Name: 'Payment 1: Demolition',
        GrossCents: 333_333,
        HoldbackCents: 33_333,
        NetCents: 300_000,
        TaxLines: hst(39_000),
        DueOn: null,
      }),
      line({
        Key: 'term-1',
        Kind: 'term',
        Name: 'Payment 2: Rough-in',
        GrossCents: 333_333,
        HoldbackCents: 33_333,
        NetCents: 300_000,
        TaxLines: hst(39_000),
        DueOn: null,
      }),
      line({
        Key: 'term-2',
        Kind: 'term',
        Name: 'Payment 3: Final inspection',
        GrossCents: 467_900,
        HoldbackCents: 46_790,
        NetCents: 421_110,
        TaxLines: hst(54_744),
        DueOn: null,
      }),
      {
        ...line({
          Key: 'holdback',
          Kind: 'holdback',
          Name: 'Holdback release',
          GrossCents: 123_457,
          HoldbackCents: 0,
          NetCents: 123_457,
          TaxLines: hst(16_050),
          DueOn: null,
        }),
        IsInvoiceable: false,
      },
    ],
    TotalCents: 1_395_061,
    PaidCents: 50_000,
    NextDue: { Key: 'deposit', PayableCents: 51_700, DueOn: '2027-02-12' },
    Holdback: {
      Percent: 10,
      RetainedCents: 10_001,
      ReleaseCents: 123_457,
      AnnualReleaseOn: '2027-12-01',
      ClosingReleaseOn: null,
    },
    TimeZone: 'America/Toronto',
  };
}

/** The same payments with one line changed. */
export function withLine(
  payments: ContractPayments,
  key: string,
  change: Partial<ReceivableDto>,
): ContractPayments {
  return {
    ...payments,
    Lines: payments.Lines.map((one) => (one.Key === key ? { ...one, ...change } : one)),
  };
}
