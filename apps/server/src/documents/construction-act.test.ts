import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contractFormSchema, type ContractFormInput } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument, type ContractDocumentInput } from './contract-document.js';
import { renderContractHtml } from './render-html.js';
import { renderContractPdf } from './render-pdf.js';
import { sampleContractInput } from './sample-contract.js';

const run = promisify(execFile);

let folder: string;
let sample: ContractDocumentInput;

/** Three milestones of odd cents after a deposit: $12,345.67 before tax, issued in Ontario in 2026. */
const milestones: ContractFormInput['Payment'] = {
  TotalCost: 12_345.67,
  Deposit: 1_000.01,
  DepositDate: '2026-11-25',
  Mode: 'milestone',
  Terms: [
    { Name: 'Demolition', Amount: 3_333.33 },
    { Name: 'Rough-in', Amount: 3_333.33 },
    { Name: 'Final inspection', Amount: 4_679 },
  ],
};

const input = (overrides: Partial<ContractDocumentInput> = {}): ContractDocumentInput => ({
  ...sample,
  schedules: [],
  ...overrides,
  form: contractFormSchema.parse({ ...sample.form, Payment: milestones, ...overrides.form }),
});

/** The PDF's text, one line per table row with its spaces collapsed (pdftotext -layout). */
async function pdfTextOf(name: string, overrides: Partial<ContractDocumentInput> = {}): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, await renderContractPdf(buildContractDocument(input(overrides))));
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-holdback-'));
  sample = await sampleContractInput();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the holdback in the payment schedule', () => {
  it('gives each Ontario payment its gross, 10 % holdback and net payable, then the release', () => {
    const { payment } = buildContractDocument(input());
    expect(payment.holdback?.columns).toEqual({
      gross: 'Gross',
      holdback: 'Holdback (10\u00a0%)',
      net: 'Net payable',
    });
    expect(payment.rows.map((row) => [row.item, row.due, row.amount, row.holdback, row.net])).toEqual([
      ['Deposit', '2026-11-25', '$1,000.01', '$100.01', '$900.00'],
      ['Payment 1', 'On completion of: Demolition', '$3,333.33', '$333.33', '$3,000.00'],
      ['Payment 2', 'On completion of: Rough-in', '$3,333.33', '$333.33', '$3,000.00'],
      ['Payment 3', 'On completion of: Final inspection', '$4,679.00', '$467.90', '$4,211.10'],
    ]);
    expect(payment.holdback?.release).toMatchObject({
      item: 'Holdback release',
      due: 'After the lien period following substantial performance',
      amount: '$1,234.57',
    });
  });

  it('releases to the cent what the rows retained, the price, tax and totals unchanged', () => {
    const { payment } = buildContractDocument(input());
    const retained = payment.rows.reduce((sum, row) => sum + (row.amountCents - (row.netCents ?? 0)), 0);
    expect(payment.holdback?.release.amountCents).toBe(retained);
    const net = payment.rows.reduce((sum, row) => sum + (row.netCents ?? 0), 0);
    expect(net + retained).toBe(1_234_567);
    expect(payment.totals.map((total) => [total.label, total.amount])).toEqual([
      ['Total before tax (CAD)', '$12,345.67'],
      ['HST 13 %', '$1,604.94'],
      ['Total with tax (CAD)', '$13,950.61'],
    ]);
  });

  it('retains it on a sub-contract on an Ontario project as on a client contract', () => {
    const { payment } = buildContractDocument(input({ type: 0, consumer: false }));
    expect(payment.holdback?.release.amount).toBe('$1,234.57');
    expect(payment.rows[3]?.net).toBe('$4,211.10');
  });

  it('names the annual release of s. 26.1 for work that may pass a year, not for a shorter one', () => {
    const long = buildContractDocument(input({ form: { ...sample.form, CompletionDate: '2028-03-01' } }));
    expect(long.payment.holdback?.notes.join(' ')).toContain(
      'the owner publishes a notice of annual release of holdback within 14 days after each anniversary and pays the holdback accrued 60 to 74 days after publishing it',
    );
    expect(long.payment.holdback?.notes.at(-1)).toBe(
      'See Construction Act (R.S.O. 1990, c. C.30), as amended by Bills 216 (2024) and 60 (2025), s. 22(1), s. 26.1.',
    );
    // The sample's work runs 2026-12-01 to 2027-02-15.
    const short = buildContractDocument(input()).payment.holdback?.notes.join(' ');
    expect(short).not.toContain('Annual release');
    expect(short).toContain('The $1,234.57 retained in all is paid when the period for preserving liens');
  });

  it('retains none in Quebec or British Columbia', () => {
    for (const province of ['Quebec', 'British Columbia']) {
      const { payment } = buildContractDocument(input({ province }));
      expect(payment.holdback, province).toBeUndefined();
      expect(payment.promptPayment, province).toBeUndefined();
      expect(payment.rows.every((row) => row.holdback === undefined)).toBe(true);
    }
  });
});

describe('the prompt-payment rules under the schedule', () => {
  it('gives the client 28 days to pay, 14 to dispute and 7 to say an invoice is not proper (2026-01-01 on)', () => {
    expect(buildContractDocument(input()).payment.promptPayment).toEqual({
      heading: 'Prompt payment',
      lines: [
        'The Client pays each proper invoice within 28 days after receiving it.',
        'To dispute an amount, the Client gives the Contractor a notice of non-payment, in the prescribed form, within 14 days after receiving the invoice.',
        'An invoice is deemed a proper invoice unless, within 7 days after receiving it, the Client tells the Contractor how it falls short of one.',
      ],
      source:
        'See Construction Act (R.S.O. 1990, c. C.30), Part I.1, as amended by Bills 216 (2024) and 60 (2025), ss. 6.1–6.8.',
    });
  });

  it('has no 7-day sentence on a contract of 2025', () => {
    const lines = buildContractDocument(input({ issuedOn: '2025-12-31' })).payment.promptPayment?.lines;
    expect(lines).toHaveLength(2);
    expect(lines?.join(' ')).not.toContain('deemed');
  });

  it('gives a sub-contract the days to pay down the chain', () => {
    const { lines } = buildContractDocument(input({ type: 0, consumer: false })).payment.promptPayment ?? {};
    expect(lines?.[0]).toBe(
      'The Contractor pays the Sub-contractor each amount owed within 7 days after the Contractor is paid for the Sub-contractor’s work.',
    );
    expect(lines?.join(' ')).not.toContain('28 days');
  });

  it('is worded in French on a French contract', () => {
    const { payment } = buildContractDocument(input({ language: 'fr', locale: 'fr-CA' }));
    expect(payment.promptPayment?.lines[0]).toBe(
      'Le Client paie chaque facture en bonne et due forme dans les 28 jours suivant sa réception.',
    );
    expect(payment.holdback?.columns.net).toBe('Net à payer');
    expect(payment.rows[0]?.holdback).toBe('100,01\u00a0$');
  });
});

describe('the rendered contract', () => {
  it('prints holdback and net on each line, the release, and the 28/14/7 days in the PDF', async () => {
    const text = await pdfTextOf('ontario.pdf');
    for (const line of [
      'Payment Due Gross Holdback (10 %) Net payable',
      'Deposit 2026-11-25 $1,000.01 $100.01 $900.00',
      'Payment 1 On completion of: Demolition $3,333.33 $333.33 $3,000.00',
      'Payment 2 On completion of: Rough-in $3,333.33 $333.33 $3,000.00',
      'Payment 3 On completion of: Final inspection $4,679.00 $467.90 $4,211.10',
      'Total before tax (CAD) $12,345.67',
      'Total with tax (CAD) $13,950.61',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Holdback release .*\$1,234\.57/);
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Prompt payment');
    expect(words).toContain('within 28 days after receiving it');
    expect(words).toContain('within 14 days after receiving the invoice');
    expect(words).toContain('within 7 days after receiving it');
  });

  it('prints neither in a Quebec contract', async () => {
    const text = (await pdfTextOf('quebec.pdf', { province: 'Quebec' })).replace(/\s+/g, ' ');
    expect(text).toContain('Deposit 2026-11-25 $1,000.01');
    expect(text).not.toContain('Holdback');
    expect(text).not.toContain('Net payable');
    expect(text).not.toContain('Prompt payment');
  });

  it('shows the same lines in the preview, each a labelled card on a phone', () => {
    const html = renderContractHtml(buildContractDocument(input()));
    expect(html).toContain('<table class="payments with-holdback">');
    expect(html).toContain('<td class="amount" data-label="Holdback (10\u00a0%)">$467.90</td>');
    expect(html).toContain('<td class="amount net" data-label="Net payable">$4,211.10</td>');
    expect(html).toMatch(/<tr class="release"><td>Holdback release<\/td>.*\$1,234\.57<\/td><\/tr>/);
    expect(html).toContain('<li>The Client pays each proper invoice within 28 days after receiving it.</li>');
    expect(html).toContain('.payments tbody td:empty{display:none}');
  });
});
