import { invoiceClock, paymentSchema, receivablesOf } from '@tradepact/shared';
import type { ClientInvoiceDocument } from './client-invoice-document.js';

/**
 * Client invoices as the payments service issues them, their amounts from the shared receivables of
 * one milestone schedule: $12,345.67 before tax, a $1,000.01 deposit, then Demolition, Rough-in and
 * Final inspection. The renderer's tests check them to the cent.
 */

export const sampleSchedule = paymentSchema.parse({
  TotalCost: 12_345.67,
  Deposit: 1_000.01,
  Mode: 'milestone',
  Terms: [
    { Name: 'Demolition', Amount: 3_333.33 },
    { Name: 'Rough-in', Amount: 3_333.33 },
    { Name: 'Final inspection', Amount: 4_679 },
  ],
});

/**
 * The amounts of an invoice for the line `key` of what the schedule's client owes in `province` on
 * the contract's `day`, as the document holds them.
 */
export function sampleAmounts(province: string, day: string, key: string) {
  const owed = receivablesOf(sampleSchedule, { province, day });
  const line = owed.lines.find((one) => one.key === key);
  if (!line) throw new Error(`the sample schedule owes no ${key} in ${province}`);
  return {
    grossCents: line.grossCents,
    holdback:
      owed.holdbackPercent !== null && line.holdbackCents > 0
        ? { percent: owed.holdbackPercent, cents: line.holdbackCents }
        : null,
    netCents: line.netCents,
    taxLines: line.taxLines,
    payableCents: line.payableCents,
  } satisfies Partial<ClientInvoiceDocument>;
}

/** Invoice 3 of an Ontario contractor: Payment 2, the Rough-in milestone, with 10 % held back. */
export function ontarioMilestoneInvoice(): ClientInvoiceDocument {
  const issuedOn = '2026-12-01';
  const clock = invoiceClock('Ontario', issuedOn) ?? null;
  return {
    language: 'en',
    locale: 'en-CA',
    contractor: {
      businessName: 'Maple Ridge Renovations Inc.',
      name: 'Sarah Chen',
      addressLines: ['450 Queen Street West, Unit 2', 'Toronto, Ontario M5V 2A5'],
      phone: '4165550142',
      email: 'office@mapleridge.example',
      gstNumber: '123456789 RT0001',
      qstNumber: '',
      rbqLicence: '',
    },
    clients: [
      { name: 'Élise Gagnon', businessName: '', address: '', email: 'elise@example.com' },
      { name: 'Daniel Okafor', businessName: '', address: '', email: 'daniel@example.com' },
    ],
    propertyAddress: '88 Birchmount Road, Toronto, Ontario M1N 3J7',
    number: 3,
    issuedOn,
    contract: { number: 12, revision: 0, title: 'Kitchen renovation', signedOn: '2026-10-05' },
    description: 'Payment 2: Rough-in',
    milestone: 'Rough-in',
    period: { from: '2026-11-02', to: '2026-11-30' },
    ...sampleAmounts('Ontario', '2026-10-05', 'term-1'),
    paidCents: 0,
    dueOn: clock?.payBy ?? issuedOn,
    howToPay: {
      etransfer: { email: 'pay@mapleridge.example', reference: 'TP-12-3' },
      payUrl: 'https://app.tradepact.test/Invoice?key=Vb3hQx0n9pZr2kLm8Yt4Wc6Ds1Fa7Gj5Hu0Ei2Ok3Pq',
    },
    clock,
  };
}

/** Invoice 7 of a Quebec contractor, in French: the deposit, GST and QST, part of it already paid. */
export function quebecDepositInvoice(): ClientInvoiceDocument {
  return {
    language: 'fr',
    locale: 'fr-CA',
    contractor: {
      businessName: 'Rénovations Tremblay inc.',
      name: 'Luc Tremblay',
      addressLines: ['455, rue Saint-Paul Ouest', 'Montréal (Québec) H2Y 1H8'],
      phone: '5145550199',
      email: 'bureau@tremblay.example',
      gstNumber: '123456789 RT0001',
      qstNumber: '1234567890 TQ0001',
      rbqLicence: '5678-1234-01',
    },
    clients: [
      {
        name: 'Hélène Côté',
        businessName: '',
        address: '12, rue des Érables, Laval (Québec) H7N 1A1',
        email: 'helene@example.com',
      },
    ],
    propertyAddress: '12, rue des Érables, Laval (Québec) H7N 1A1',
    number: 7,
    issuedOn: '2026-12-01',
    contract: { number: 41, revision: 1, title: 'Réfection de la toiture', signedOn: '2026-11-20' },
    description: 'Acompte',
    milestone: '',
    period: null,
    ...sampleAmounts('Quebec', '2026-11-20', 'deposit'),
    paidCents: 50_000,
    dueOn: '2026-12-31',
    howToPay: {
      etransfer: null,
      payUrl: 'https://app.tradepact.test/Invoice?key=Zq8Wm2Lk5Jn7Hb4Gv1Fc3Dx6Sa9Pe0Ro2Ti4Yu6Ew8',
    },
    clock: null,
  };
}
