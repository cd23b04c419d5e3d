import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument, type ContractDocumentInput } from './contract-document.js';
import { renderContractHtml } from './render-html.js';
import { renderContractPdf } from './render-pdf.js';
import { sampleContractInput } from './sample-contract.js';

const run = promisify(execFile);
let folder: string;
let sample: ContractDocumentInput;

/** Page 1's words, spaces collapsed, lines joined by a space (a long sentence wraps). */
async function firstPages(input: ContractDocumentInput, name: string, last = 2): Promise<string> {
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, await renderContractPdf(buildContractDocument(input)));
  const { stdout } = await run('pdftotext', ['-f', '1', '-l', String(last), '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-licences-'));
  sample = await sampleContractInput({ schedules: [] });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const withForm = (
  changes: Partial<ContractDocumentInput['form']>,
  input = sample,
): ContractDocumentInput => ({
  ...input,
  form: { ...input.form, ...changes },
});

describe('the contractor’s licence numbers', () => {
  it('print with the contractor’s identity on page 1 as the RBQ writes them, in each language', async () => {
    const licensed = {
      ...sample,
      province: 'Quebec',
      contractor: { ...sample.contractor, rbqLicence: '5678-1234-01', opcPermit: 'AB 123456' },
    };
    const english = await firstPages(licensed, 'licensed-en', 1);
    expect(english).toContain('RBQ licence: 5678-1234-01');
    expect(english).toContain('OPC itinerant merchant permit: AB 123456');
    const french = await firstPages({ ...licensed, language: 'fr', locale: 'fr-CA' }, 'licensed-fr');
    expect(french).toContain('Licence RBQ : 5678-1234-01');
    expect(french).toContain('Permis de commerçant itinérant de l’OPC : AB 123456');
    const html = renderContractHtml(buildContractDocument(licensed));
    expect(html).toContain('RBQ licence: 5678-1234-01');
  });

  it('print nothing when none is set', async () => {
    const text = await firstPages(sample, 'unlicensed', 1);
    expect(text).not.toContain('RBQ');
    expect(text).not.toContain('OPC');
  });
});

describe('"This price is an estimate"', () => {
  it('in Ontario, says the final price may not exceed it by more than 10 % without the client’s agreement', async () => {
    const text = await firstPages(withForm({ PriceIsEstimate: true }), 'estimate-on');
    expect(text).toContain(
      'This price is an estimate: the final price may not exceed it by more than 10% without the client’s agreement (Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A), s. 10).',
    );
    const html = renderContractHtml(buildContractDocument(withForm({ PriceIsEstimate: true })));
    expect(html).toContain('may not exceed it by more than 10%');
  });

  it('elsewhere, and for a business client in Ontario, only says the price is an estimate', async () => {
    const alberta = await firstPages(
      withForm({ PriceIsEstimate: true }, { ...sample, province: 'Alberta' }),
      'estimate-ab',
    );
    expect(alberta).toContain('This price is an estimate.');
    expect(alberta).not.toContain('may not exceed');
    const business = await firstPages(
      withForm({ PriceIsEstimate: true }, { ...sample, consumer: false }),
      'estimate-business',
    );
    expect(business).toContain('This price is an estimate.');
    expect(business).not.toContain('may not exceed');
  });

  it('says nothing of an estimate when the switch is off', async () => {
    expect(await firstPages(sample, 'fixed-price')).not.toContain('estimate');
  });
});
