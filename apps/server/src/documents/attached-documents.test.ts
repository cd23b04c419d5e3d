import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contractFormSchema } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument, type ContractDocumentInput } from './contract-document.js';
import { renderContractHtml } from './render-html.js';
import { renderContractPdf, renderContractPdfWithLayout } from './render-pdf.js';
import { sampleContractInput } from './sample-contract.js';

const run = promisify(execFile);

let folder: string;
let sample: ContractDocumentInput;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'attached-documents-'));
  sample = { ...(await sampleContractInput()), status: 'Sent' };
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const quebecFr: Partial<ContractDocumentInput> = { province: 'Quebec', language: 'fr', locale: 'fr-CA' };
const quebecEn: Partial<ContractDocumentInput> = { province: 'Quebec' };

const withForm = (form: Record<string, unknown>): Partial<ContractDocumentInput> => ({
  form: contractFormSchema.parse({ ...sample.form, ...form }),
});

/** The PDF of the sample with `overrides`, and its text (pages `from`–`to`), spaces collapsed. */
async function pdfOf(
  name: string,
  overrides: Partial<ContractDocumentInput>,
  pages?: { from: number; to: number },
): Promise<{ text: string; pageCount: number }> {
  const file = path.join(folder, name);
  await writeFile(file, await renderContractPdf(buildContractDocument({ ...sample, ...overrides })));
  const range = pages ? ['-f', String(pages.from), '-l', String(pages.to)] : [];
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', ...range, file, '-']);
  const { stdout: info } = await run('pdfinfo', [file]);
  return {
    text: stdout.replace(/\s+/g, ' '),
    pageCount: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
  };
}

describe('Quebec’s statement of cancellation rights and cancellation form', () => {
  it('are attached in French to a Quebec consumer contract, after the agreement, the form filled with the contractor and the contract', async () => {
    const { text, pageCount } = await pdfOf('quebec-fr.pdf', quebecFr);
    const last = (await pdfOf('quebec-fr.pdf', quebecFr, { from: pageCount - 1, to: pageCount })).text;
    expect(last).toContain('(LOI SUR LA PROTECTION DU CONSOMMATEUR, ARTICLE 58)');
    expect(last).toContain('ÉNONCÉ DES DROITS DE RÉSOLUTION DU CONSOMMATEUR');
    expect(last).toContain(
      'Vous pouvez résoudre ce contrat, pour n’importe quelle raison, dans les 10 jours',
    );
    expect(last).toContain('FORMULAIRE DE RÉSOLUTION');
    expect(last).toContain('Maple Ridge Renovations Inc. (nom du commerçant itinérant)');
    expect(last).toContain('45 King Street West');
    expect(last).toContain('je résous le contrat n° 12 conclu le');
    expect(last).toContain('(signature du consommateur)');
    // The statement and the form are the last two pages, each its own: nothing of the agreement on them.
    expect(last).not.toContain('SIGNATURES');
    expect(text.indexOf('SIGNATURES')).toBeLessThan(text.indexOf('ÉNONCÉ DES DROITS'));
    expect(text).not.toContain('STATEMENT OF CONSUMER CANCELLATION RIGHTS');
  });

  it('are in English when the Quebec contract is drawn in English, with the regulation’s words', async () => {
    const { text } = await pdfOf('quebec-en.pdf', quebecEn);
    expect(text).toContain('(CONSUMER PROTECTION ACT, SECTION 58)');
    expect(text).toContain('STATEMENT OF CONSUMER CANCELLATION RIGHTS');
    expect(text).toContain(
      'You may cancel this contract for any reason within 10 days after you receive a copy of the contract along with the other required documents.',
    );
    expect(text).toContain('CANCELLATION FORM');
    expect(text).toContain('I hereby cancel contract No. 12 entered into on');
  });

  it('are not attached to a business client’s contract, a sub-contract or an Ontario contract', async () => {
    for (const [name, overrides] of [
      ['quebec-business.pdf', { ...quebecFr, consumer: false }],
      ['quebec-sub.pdf', { ...quebecFr, type: 0, consumer: false }],
      ['ontario.pdf', { language: 'fr', locale: 'fr-CA' }],
    ] as const) {
      const { text } = await pdfOf(name, overrides);
      expect(text, name).toContain('n° 12');
      expect(text, name).not.toContain('ÉNONCÉ DES DROITS DE RÉSOLUTION');
      expect(text, name).not.toContain('FORMULAIRE DE RÉSOLUTION');
    }
  });

  it('keep a PDF schedule’s pages before them and the signature layout on the agreement', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const schedulePdf = await PDFDocument.create();
    schedulePdf.addPage([612, 792]).drawText('SCHEDULE-PAGE-MARK', { x: 100, y: 400 });
    const bytes = await schedulePdf.save();
    const input = buildContractDocument({
      ...sample,
      ...quebecFr,
      schedules: [{ slot: 0, title: 'Plans', fileName: 'plans.pdf', mimeType: 'application/pdf', bytes }],
    });
    const rendered = await renderContractPdfWithLayout(input);
    const file = path.join(folder, 'quebec-schedule.pdf');
    await writeFile(file, rendered.bytes);
    const { stdout: info } = await run('pdfinfo', [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    const page = async (n: number) =>
      (await run('pdftotext', ['-raw', '-f', String(n), '-l', String(n), file, '-'])).stdout;
    expect(await page(pages - 2)).toContain('SCHEDULE-PAGE-MARK');
    expect(await page(pages - 1)).toContain('ÉNONCÉ DES DROITS');
    expect(await page(pages)).not.toContain('SCHEDULE-PAGE-MARK');
    expect(rendered.layout.every((block) => block.page < pages - 2)).toBe(true);
  });

  it('show in the preview after the signatures', () => {
    const html = renderContractHtml(buildContractDocument({ ...sample, ...quebecFr }));
    expect(html.indexOf('ÉNONCÉ DES DROITS DE RÉSOLUTION')).toBeGreaterThan(
      html.indexOf('signatures-section'),
    );
    expect(html).toContain('FORMULAIRE DE RÉSOLUTION');
  });
});

describe('Ontario’s disclosure statement for restricted products', () => {
  const restricted = withFormLater({ RestrictedProducts: true, ClientInitiatedContact: true });

  it('is page 1 of an Ontario consumer contract with restricted products, the client’s first contact marked', async () => {
    const { text } = await pdfOf('ontario-restricted.pdf', restricted(), { from: 1, to: 1 });
    expect(text).toContain('Important: What You Need to Know About Your Legal Rights');
    expect(text).toContain('[X] You contacted the supplier to invite them to your home');
    expect(text).toContain('[ ] You agreed to allow your current supplier');
    expect(text).toContain('Both parties sign this statement by signing the agreement');
    expect(text).not.toContain('Contract No. 12 ·');
    const second = (await pdfOf('ontario-restricted.pdf', restricted(), { from: 2, to: 2 })).text;
    expect(second).toContain('Service Agreement');
  });

  it('is signed by signing the agreement, as its Signatures section says', async () => {
    const document = buildContractDocument({ ...sample, ...restricted() });
    expect(document.signatures.intro).toContain(
      'By signing, each party also signs the disclosure statement on page 1 (Important: What You Need to Know About Your Legal Rights)',
    );
  });

  it('is in French on a French contract', async () => {
    const { text } = await pdfOf(
      'ontario-restricted-fr.pdf',
      { ...restricted(), language: 'fr', locale: 'fr-CA' },
      { from: 1, to: 1 },
    );
    expect(text).toContain('Important : Ce que vous devez savoir sur vos droits juridiques');
    expect(text).toContain('Vous avez communiqué avec le fournisseur');
  });

  it('is not there without restricted products, for a business client, or outside Ontario', async () => {
    for (const [name, overrides] of [
      ['ontario-plain.pdf', {}],
      ['ontario-business.pdf', { ...restricted(), consumer: false }],
      ['quebec-restricted.pdf', { ...restricted(), ...quebecEn }],
    ] as const) {
      const { text } = await pdfOf(name, overrides, { from: 1, to: 1 });
      expect(text, name).toContain('Service Agreement');
      expect(text, name).not.toContain('What You Need to Know');
    }
  });

  it('shows first in the preview', () => {
    const html = renderContractHtml(buildContractDocument({ ...sample, ...restricted() }));
    expect(html.indexOf('What You Need to Know')).toBeLessThan(html.indexOf('Service Agreement</h1>'));
  });
});

/** The overrides of a form, made once the sample is read. */
function withFormLater(form: Record<string, unknown>): () => Partial<ContractDocumentInput> {
  return () => withForm(form);
}
