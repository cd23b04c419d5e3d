import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './invoice-document.js';
import { renderInvoicePdf } from './render-invoice.js';

const run = promisify(execFile);

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'invoice-pdf-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The PDF's words as pdftotext reads them, spaces collapsed on each line (-layout keeps a row together). */
async function pdfText(name: string, doc: InvoiceDocument): Promise<{ text: string; file: string }> {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, await renderInvoicePdf(doc));
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  const text = stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
  return { text, file };
}

const operator = {
  name: 'Tradepact Inc.',
  address: '100 King Street West\nToronto, Ontario M5X 1A9',
  gstNumber: '123456789 RT0001',
  qstNumber: '1234567890 TQ0001',
};

/**
 * A Quebec renewal: $49.00 less a 20 % promotion ($9.80) and a $5.00 credit leaves $34.20, on which
 * GST 5 % is $1.71 and QST 9.975 % is $3.41: $39.32, of which $10.00 was refunded later.
 */
const quebecInvoice: InvoiceDocument = {
  language: 'en',
  locale: 'en-CA',
  operator,
  number: 'TP-000042',
  date: new Date('2026-03-02T04:30:00Z'),
  timeZone: 'America/Toronto',
  billedTo: [
    'Rénovations Tremblay inc.',
    'Julie Tremblay',
    '455 rue Saint-Paul, Montréal, Quebec H2Y 1H8',
    'julie@example.ca',
  ],
  lines: [
    {
      description: 'Monthly plan, 2026-03-01 to 2026-03-31',
      quantity: 1,
      unitCents: 4900,
      amountCents: 4900,
    },
  ],
  discount: { label: 'SPRING20: 20% off', cents: 980 },
  creditCents: 500,
  taxLines: [
    { kind: 'GST', ratePercent: 5, cents: 171 },
    { kind: 'QST', ratePercent: 9.975, cents: 341 },
  ],
  totalCents: 3932,
  status: 4,
  paidAt: new Date('2026-03-02T04:30:00Z'),
  refunds: [{ cents: 1000, at: new Date('2026-03-10T15:00:00Z') }],
  localPayment: false,
};

/** An Ontario top-up of three extra agreements, $30.00 plus HST 13 % ($3.90), paid on the local page. */
const ontarioInvoice: InvoiceDocument = {
  ...quebecInvoice,
  operator: { ...operator, qstNumber: '' },
  number: 'TP-000043',
  date: new Date('2026-04-15T14:00:00Z'),
  billedTo: [
    'Smith Renovations',
    'John Smith',
    '12 Main Street, Ottawa, Ontario K1A 0B1',
    'john.smith@example.com',
  ],
  lines: [{ description: 'Extra client agreement × 3', quantity: 3, unitCents: 1000, amountCents: 3000 }],
  discount: null,
  creditCents: 0,
  taxLines: [{ kind: 'HST', ratePercent: 13, cents: 390 }],
  totalCents: 3390,
  status: 1,
  paidAt: new Date('2026-04-15T14:00:00Z'),
  refunds: [],
  localPayment: true,
};

/** A French account's annual plan in Quebec: $1,234.56 plus TPS 5 % ($61.73) and TVQ 9.975 % ($123.15). */
const frenchInvoice: InvoiceDocument = {
  ...quebecInvoice,
  language: 'fr',
  locale: 'fr-CA',
  number: 'TP-000044',
  lines: [
    {
      description: 'Forfait Annuel, du 2026-03-01 au 2027-02-28',
      quantity: 1,
      unitCents: 123456,
      amountCents: 123456,
    },
  ],
  discount: null,
  creditCents: 0,
  taxLines: [
    { kind: 'GST', ratePercent: 5, cents: 6173 },
    { kind: 'QST', ratePercent: 9.975, cents: 12315 },
  ],
  totalCents: 141944,
  status: 1,
  refunds: [],
};

describe('renderInvoicePdf', () => {
  it('prints a Quebec invoice with its number, GST and QST lines, discount, credit, total, payment and refund', async () => {
    const { text } = await pdfText('quebec', quebecInvoice);
    expect(text).toContain('Invoice No. TP-000042');
    // 04:30 UTC on 2 March is still 1 March in Toronto: dates are written in the account's zone.
    expect(text).toContain('Invoice date 2026-03-01');
    expect(text).toContain('GST/HST registration No. 123456789 RT0001');
    expect(text).toContain('QST registration No. 1234567890 TQ0001');
    expect(text).toContain('Rénovations Tremblay inc.');
    expect(text).toContain('Monthly plan, 2026-03-01 to 2026-03-31 $49.00');
    expect(text).toContain('Subtotal $49.00');
    expect(text).toMatch(/Discount -\$9\.80\nSPRING20: 20% off/);
    expect(text).toContain('Credit applied -$5.00');
    expect(text).toContain('GST 5 % $1.71');
    expect(text).toContain('QST 9.975 % $3.41');
    expect(text).toContain('Total (CAD) $39.32');
    expect(text).toContain('Partly refunded');
    expect(text).toContain('Paid on 2026-03-01 $39.32');
    expect(text).toContain('Refunded on 2026-03-10 -$10.00');
    expect(text).not.toContain('no money moved');
  });

  it('prints an Ontario invoice with one HST line, the unit price, and the local payment notice', async () => {
    const { text } = await pdfText('ontario', ontarioInvoice);
    expect(text).toContain('Invoice No. TP-000043');
    expect(text).toContain('HST 13 % $3.90');
    expect(text).toContain('3 × $10.00');
    expect(text).toContain('Total (CAD) $33.90');
    expect(text).toContain('Paid on 2026-04-15 $33.90');
    expect(text).toContain('no money moved');
    // An operator with no QST number prints none, and an invoice without a discount or credit has no such lines.
    expect(text).not.toContain('QST');
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Credit applied');
    expect(text).not.toContain('Refunded');
  });

  it('prints a French invoice in French: TPS and TVQ, amounts written 1 234,56 $, accents kept', async () => {
    const { text } = await pdfText('french', frenchInvoice);
    expect(text).toContain('Facture');
    expect(text).toContain('Numéro de facture TP-000044');
    expect(text).toContain('Date de la facture 2026-03-01');
    expect(text).toContain('Numéro d’inscription à la TPS/TVH : 123456789 RT0001');
    expect(text).toContain('Numéro d’inscription à la TVQ : 1234567890 TQ0001');
    expect(text).toContain('Facturé à');
    expect(text).toContain('Rénovations Tremblay inc.');
    expect(text).toContain('Forfait Annuel, du 2026-03-01 au 2027-02-28 1 234,56 $');
    expect(text).toContain('Sous-total 1 234,56 $');
    expect(text).toContain('TPS 5 % 61,73 $');
    expect(text).toContain('TVQ 9,975 % 123,15 $');
    expect(text).toContain('Total (CAD) 1 419,44 $');
    expect(text).toContain('Payée le 2026-03-01 1 419,44 $');
    expect(text).not.toMatch(/Invoice|GST|QST|Paid/);
  });

  it('says a failed payment failed and never that it was paid', async () => {
    const failed: InvoiceDocument = { ...ontarioInvoice, status: 2, paidAt: null, localPayment: false };
    const { text } = await pdfText('failed', failed);
    expect(text).toContain('Unpaid');
    expect(text).toContain('Payment failed: nothing was charged.');
    expect(text).not.toContain('Paid on');
  });

  it('is titled, authored and dated as the invoice it is, and fits one page', async () => {
    const { file } = await pdfText('metadata', quebecInvoice);
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', '-isodates', file]);
    expect(stdout).toMatch(/^Title:\s+Invoice TP-000042$/m);
    expect(stdout).toMatch(/^Author:\s+Tradepact Inc\.$/m);
    expect(stdout).toMatch(
      /^Subject:\s+Invoice TP-000042 from Tradepact Inc\. to Rénovations Tremblay inc\.$/m,
    );
    // Created on the day it was issued, though drawn again when paid later or refunded.
    expect(stdout).toMatch(/^CreationDate:\s+2026-03-02T04:30:00Z$/m);
    expect(stdout).toMatch(/^Pages:\s+1$/m);
    expect(stdout).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  });
});
