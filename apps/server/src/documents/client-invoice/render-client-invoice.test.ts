import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { invoiceClock } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientInvoiceDocument } from './client-invoice-document.js';
import { renderClientInvoicePdf } from './render-client-invoice.js';
import { ontarioMilestoneInvoice, quebecDepositInvoice, sampleAmounts } from './sample-client-invoice.js';

const run = promisify(execFile);

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'client-invoice-pdf-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

interface PdfText {
  /** Each line as pdftotext -layout reads it, its spaces collapsed: a label and its amount together. */
  lines: string;
  /** pdftotext's reading order, block by block, on one line: a sentence wrapped in its column reads whole. */
  flat: string;
  file: string;
}

async function pdfText(name: string, doc: ClientInvoiceDocument): Promise<PdfText> {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, await renderClientInvoicePdf(doc));
  const [layout, reading] = await Promise.all([
    run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']),
    run('pdftotext', ['-enc', 'UTF-8', file, '-']),
  ]);
  const lines = layout.stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
  return { lines, flat: reading.stdout.replace(/\s+/g, ' '), file };
}

describe('renderClientInvoicePdf', () => {
  it('prints an Ontario milestone invoice with everything a proper invoice names, to the cent', async () => {
    // Payment 2 of $3,333.33 retains 10 % ($333.33); HST 13 % on the $3,000.00 net is $390.00.
    expect(sampleAmounts('Ontario', '2026-10-05', 'term-1')).toMatchObject({
      grossCents: 333_333,
      holdback: { percent: 10, cents: 33_333 },
      netCents: 300_000,
      payableCents: 339_000,
    });
    const { lines, flat } = await pdfText('ontario', ontarioMilestoneInvoice());
    // Who issues it, and their GST/HST number.
    expect(lines).toContain('Maple Ridge Renovations Inc.');
    expect(lines).toContain('Sarah Chen');
    expect(lines).toContain('450 Queen Street West, Unit 2');
    expect(lines).toContain('Toronto, Ontario M5V 2A5');
    expect(lines).toContain('416-555-0142 · office@mapleridge.example');
    expect(lines).toContain('GST/HST registration No. 123456789 RT0001');
    // The invoice, its days, the client, the property and the contract it is under.
    expect(lines).toContain('Invoice No. 3');
    expect(lines).toContain('Invoice date December 1, 2026');
    expect(lines).toContain('Due date December 29, 2026');
    expect(lines).toMatch(
      /Billed to Property address\nÉlise Gagnon 88 Birchmount Road, Toronto, Ontario M1N 3J7/,
    );
    expect(lines).toContain('Daniel Okafor');
    expect(lines).toContain('Contract No. 12, signed October 5, 2026');
    expect(lines).toContain('Kitchen renovation');
    // What it bills: the payment, its milestone and the work's period.
    expect(lines).toContain('Payment 2: Rough-in $3,333.33');
    expect(lines).toContain('Milestone reached: Rough-in');
    expect(lines).toContain('Work period: November 2, 2026 to November 30, 2026');
    // The sums.
    expect(lines).toContain('Holdback retained (10 %) -$333.33');
    expect(lines).toContain('Net before tax $3,000.00');
    expect(lines).toContain('HST 13 % $390.00');
    expect(lines).toContain('Total payable (CAD) $3,390.00');
    expect(lines).toMatch(/Amount due\n+\$3,390\.00/);
    expect(lines).not.toContain('Already paid');
    // The terms and how to pay.
    expect(lines).toContain('Terms of payment');
    expect(flat).toContain('Payable within 28 days of the invoice date: by December 29, 2026.');
    expect(flat).toContain('By Interac e-Transfer to pay@mapleridge.example');
    expect(flat).toContain('Write TP-12-3 in the transfer’s message');
    expect(flat).toContain(
      'https://app.tradepact.test/Invoice?key=Vb3hQx0n9pZr2kLm8Yt4Wc6Ds1Fa7Gj5Hu0Ei2Ok3Pq',
    );
    // The Construction Act: a proper invoice, and its three days from the invoice's day.
    expect(flat).toContain(
      'This is a proper invoice under the Construction Act (R.S.O. 1990, c. C.30), Part I.1, as amended by Bills 216 (2024) and 60 (2025).',
    );
    expect(flat).toContain('Pay it by December 29, 2026: within 28 days after receiving it.');
    expect(flat).toContain(
      'notice of non-payment, in the prescribed form, by December 15, 2026 (within 14 days',
    );
    expect(flat).toContain('tell the Contractor how by December 8, 2026 (within 7 days after receiving it)');
    expect(flat).not.toMatch(/legal advice/i);
    // No QST number or licence where the contractor has none.
    expect(lines).not.toMatch(/QST|RBQ/);
  });

  it('gives an Ontario invoice issued before 2026 no day to say it is not proper', async () => {
    const issuedOn = '2025-12-15';
    const clock = invoiceClock('Ontario', issuedOn) ?? null;
    const { flat } = await pdfText('ontario-2025', { ...ontarioMilestoneInvoice(), issuedOn, clock });
    expect(flat).toContain(
      'This is a proper invoice under the Construction Act (R.S.O. 1990, c. C.30), Part I.1.',
    );
    expect(flat).toContain('Pay it by January 12, 2026: within 28 days');
    expect(flat).toContain('by December 29, 2025 (within 14 days');
    expect(flat).not.toContain('deemed proper');
  });

  it('prints a Quebec client’s invoice in French: GST and QST, fr-CA amounts, the balance, no Construction Act', async () => {
    const { lines, flat } = await pdfText('quebec', quebecDepositInvoice());
    expect(lines).toContain('Facture');
    expect(lines).toContain('Numéro de facture 7');
    expect(lines).toContain('Date de la facture 1 décembre 2026');
    expect(lines).toContain('Date d’échéance 31 décembre 2026');
    expect(lines).toContain('Numéro d’inscription à la TPS/TVH : 123456789 RT0001');
    expect(lines).toContain('Numéro d’inscription à la TVQ : 1234567890 TQ0001');
    expect(lines).toContain('Licence RBQ : 5678-1234-01');
    expect(lines).toContain('Facturé à');
    expect(lines).toContain('Hélène Côté');
    expect(lines).toContain('Adresse de la propriété');
    expect(flat).toContain('Avenant 1 au contrat n° 41, signé le 20 novembre 2026');
    expect(lines).toContain('Acompte 1 000,01 $');
    expect(lines).toContain('Sous-total 1 000,01 $');
    expect(lines).toContain('TPS 5 % 50,00 $');
    expect(lines).toContain('TVQ 9,975 % 99,75 $');
    expect(lines).toContain('Total à payer (CAD) 1 149,76 $');
    expect(lines).toContain('Déjà payé -500,00 $');
    expect(lines).toContain('Solde dû (CAD) 649,76 $');
    expect(lines).toMatch(/Montant dû\n+649,76 \$/);
    expect(flat).toContain(
      'Payable dans les 30 jours suivant la date de la facture, au plus tard le 31 décembre 2026.',
    );
    expect(flat).toContain('Consultez cette facture et payez-la en ligne :');
    // Nothing of Ontario's, no holdback and no e-Transfer where none is given, and no English.
    expect(flat).not.toMatch(/Construction|bonne et due forme|non-paiement|Retenue|Interac/);
    expect(flat.replace(/https:\S+/g, '')).not.toMatch(/Invoice|Total payable|Due date|Billed to|GST|QST/);
  });

  it('draws the same invoice the same way every time', async () => {
    const first = await renderClientInvoicePdf(ontarioMilestoneInvoice());
    const second = await renderClientInvoicePdf(ontarioMilestoneInvoice());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const [one, two] = await Promise.all([
      pdfText('same-1', quebecDepositInvoice()),
      pdfText('same-2', quebecDepositInvoice()),
    ]);
    expect(two.lines).toBe(one.lines);
  });

  it('is titled and authored as the contractor’s invoice, dated its day, on one Letter page', async () => {
    const { file } = await pdfText('metadata', ontarioMilestoneInvoice());
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', '-isodates', file]);
    expect(stdout).toMatch(/^Title:\s+Invoice 3$/m);
    expect(stdout).toMatch(/^Author:\s+Maple Ridge Renovations Inc\.$/m);
    expect(stdout).toMatch(
      /^Subject:\s+Invoice 3 from Maple Ridge Renovations Inc\. to Élise Gagnon and Daniel Okafor$/m,
    );
    expect(stdout).toMatch(/^CreationDate:\s+2026-12-01T12:00:00Z$/m);
    expect(stdout).toMatch(/^Pages:\s+1$/m);
    expect(stdout).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  });

  it('keeps an Ontario invoice in French, whose prompt-payment words are the longest, on one page', async () => {
    const french = { ...ontarioMilestoneInvoice(), language: 'fr', locale: 'fr-CA' } as const;
    const { file, flat } = await pdfText('ontario-french', french);
    expect(flat).toContain(
      'La présente facture est une facture en bonne et due forme au sens de la Construction Act',
    );
    expect(flat).toContain(
      'Payez-la au plus tard le 29 décembre 2026, soit dans les 28 jours suivant sa réception.',
    );
    const { stdout } = await run('pdfinfo', [file]);
    expect(stdout).toMatch(/^Pages:\s+1$/m);
  });
});
