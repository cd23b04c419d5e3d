import { contractFormSchema, type ContractFormInput } from '@tradepact/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument, type ContractDocumentInput } from './contract-document.js';
import { sampleContractInput } from './sample-contract.js';
import type { Block } from './text-blocks.js';

let sample: ContractDocumentInput;
beforeAll(async () => {
  sample = await sampleContractInput();
});

const withPayment = (payment: ContractFormInput['Payment'], input = sample): ContractDocumentInput => ({
  ...input,
  form: contractFormSchema.parse({ ...input.form, Payment: payment }),
});

/** The text runs of blocks, joined. */
const words = (blocks: readonly Block[]): string =>
  [...JSON.stringify(blocks).matchAll(/"text":"([^"]*)"/g)].map((match) => match[1]).join('');

describe('buildContractDocument', () => {
  it('titles a client contract with its number, and an amendment with its revision', () => {
    const document = buildContractDocument(sample);
    expect(document.title).toBe('Service Agreement');
    expect(document.reference).toBe('Contract No. 12');
    expect(document.metadata).toEqual({
      title: 'Service Agreement, Contract No. 12',
      author: 'Maple Ridge Renovations Inc.',
      subject: 'Service Agreement between Maple Ridge Renovations Inc. and Élise Gagnon, Daniel Okafor',
    });
    expect(buildContractDocument({ ...sample, revision: 2 }).reference).toBe(
      'Amendment 2 to Contract No. 12',
    );
  });

  it('names the contractor with its GST/HST number and each client with address and contacts', () => {
    expect(buildContractDocument(sample).parties.blocks).toEqual([
      {
        role: 'The Contractor',
        name: 'Maple Ridge Renovations Inc.',
        lines: [
          'Marc-André Tremblay',
          'GST/HST No. 123456789RT0001',
          '45 King Street West, Toronto, Ontario M5H 1J9',
          '416-555-0142',
          'marc@mapleridge.example',
        ],
      },
      {
        role: 'The Client',
        name: 'Élise Gagnon',
        lines: ['12 Elm Avenue, Toronto, Ontario M4W 1N4', '647-555-0199', 'elise.gagnon@example.com'],
      },
      {
        role: 'The Client',
        name: 'Daniel Okafor',
        lines: ['12 Elm Avenue, Toronto, Ontario M4W 1N4', '647-555-0123', 'daniel.okafor@example.com'],
      },
    ]);
  });

  it('names the contractor’s QST number under its GST/HST number when the work is in Quebec', () => {
    const quebec = { ...sample, contractor: { ...sample.contractor, qstNumber: '1234567890TQ0001' } };
    expect(buildContractDocument(quebec).parties.blocks[0]?.lines.slice(0, 3)).toEqual([
      'Marc-André Tremblay',
      'GST/HST No. 123456789RT0001',
      'QST No. 1234567890TQ0001',
    ]);
  });

  it('words a sub-contract for its sub-contractor, under its business name, at the service address', () => {
    const document = buildContractDocument({
      ...sample,
      type: 0,
      recipients: [
        {
          role: 'subcontractor',
          name: 'Sam Patel',
          businessName: 'Patel Electric Ltd.',
          address: '9 Bay Street, Toronto',
          phone: '416-555-0111',
          email: 'sam@patel.example',
        },
      ],
      propertyAddress: 'Unit 4, 12 Elm Avenue',
    });
    expect(document.title).toBe('Sub-Contract Agreement');
    expect(document.parties.blocks[1]).toEqual({
      role: 'The Sub-contractor',
      name: 'Patel Electric Ltd.',
      lines: ['Sam Patel', '9 Bay Street, Toronto', '416-555-0111', 'sam@patel.example'],
    });
    expect(document.work.facts[0]).toEqual({ label: 'Service address', value: 'Unit 4, 12 Elm Avenue' });
    expect(document.signatures.blocks[1]?.heading).toBe('For The Sub-contractor');
  });

  it('states the address, the kind of work and the dates as YYYY-MM-DD, leaving out an expiry not set', () => {
    expect(buildContractDocument(sample).work.facts).toEqual([
      { label: 'Property address', value: '12 Elm Avenue, Toronto, Ontario M4W 1N4' },
      { label: 'Type of work', value: 'Kitchen renovation' },
      { label: 'Work starts', value: '2026-12-01' },
      { label: 'Work completed by', value: '2027-02-15' },
      { label: 'This offer is open until', value: '2026-11-30' },
    ]);
    const labels = buildContractDocument({ ...sample, expiresOn: '' }).work.facts.map((fact) => fact.label);
    expect(labels).not.toContain('This offer is open until');
  });

  it('keeps the scope of services in its paragraphs', () => {
    const { scope } = buildContractDocument(sample).work;
    expect(scope).toHaveLength(2);
    expect(words(scope)).toContain('Paint the walls');
  });

  it('schedules the deposit and each dated payment, then the total, Ontario’s HST and the total with tax', () => {
    const { payment } = buildContractDocument(sample);
    expect(payment.rows.map((row) => [row.item, row.due, row.amount])).toEqual([
      ['Deposit', '2026-11-25', '$2,450.00'],
      ['Payment 1', '2026-12-15', '$8,000.00'],
      ['Payment 2', '2027-01-15', '$8,000.00'],
      ['Payment 3', '2027-02-15', '$6,050.00'],
    ]);
    expect(payment.totals.map((total) => [total.label, total.amount, total.emphasis])).toEqual([
      ['Total before tax (CAD)', '$24,500.00', false],
      ['HST 13 %', '$3,185.00', false],
      ['Total with tax (CAD)', '$27,685.00', true],
    ]);
  });

  it('charges GST and QST in Quebec, each on the price before tax', () => {
    const { totals } = buildContractDocument({ ...sample, province: 'Quebec' }).payment;
    expect(totals.map((total) => [total.label, total.amount])).toEqual([
      ['Total before tax (CAD)', '$24,500.00'],
      ['GST 5 %', '$1,225.00'],
      ['QST 9.975 %', '$2,443.88'],
      ['Total with tax (CAD)', '$28,168.88'],
    ]);
  });

  it('cites the law by its official French title in a French contract: Quebec’s right to cancel and Ontario’s holdback', () => {
    const quebec = buildContractDocument({
      ...sample,
      language: 'fr',
      locale: 'fr-CA',
      province: 'Quebec',
      consumer: true,
    });
    expect(quebec.cancellation?.source).toBe(
      'Source\u00a0: Loi sur la protection du consommateur (RLRQ, c. P-40.1), art. 58 et 59 (contrats conclus par un commerçant itinérant).',
    );
    const ontario = buildContractDocument({ ...sample, language: 'fr', locale: 'fr-CA' });
    expect(ontario.payment.holdback?.notes.at(-1)).toMatch(
      /^Voir Loi sur la construction \(L\.R\.O\. 1990, chap\. C\.30\).*, par\. 22 \(1\)/,
    );
  });

  it('shows each milestone, an Other Type one under its own name', () => {
    const { rows } = buildContractDocument(
      withPayment({
        TotalCost: 10000,
        Mode: 'milestone',
        Terms: [
          { Name: 'Framing', Amount: 4000 },
          { Name: 'Other Type', CustomName: 'Cabinet install', Amount: 6000 },
        ],
      }),
    ).payment;
    expect(rows.map((row) => [row.item, row.due, row.amount])).toEqual([
      ['Payment 1', 'On completion of: Framing', '$4,000.00'],
      ['Payment 2', 'On completion of: Cabinet install', '$6,000.00'],
    ]);
  });

  it('works percentages out to the cent so that they add up to the price after the deposit', () => {
    const { rows } = buildContractDocument(
      withPayment({
        TotalCost: 1000,
        Deposit: 100,
        DepositDate: '2026-11-25',
        Mode: 'percentage',
        Terms: [
          { Name: 'Rough-in', Amount: 33.33 },
          { Name: '', Amount: 33.33 },
          { Name: 'Final', Amount: 33.34 },
        ],
      }),
    ).payment;
    expect(rows.map((row) => [row.item, row.due, row.amountCents])).toEqual([
      ['Deposit', '2026-11-25', 10000],
      ['Rough-in', '33.33 % of the price after the deposit', 29997],
      ['Payment 2', '33.33 % of the price after the deposit', 29997],
      ['Final', '33.34 % of the price after the deposit', 30006],
    ]);
  });

  it('prints custom payment terms as written, with the deposit but no payment rows', () => {
    const custom: ContractFormInput['Payment'] = {
      TotalCost: 5000,
      Deposit: 500,
      Mode: 'custom',
      CustomTerms: 'Half on delivery.\n\nThe rest <b>30 days</b> after completion.',
      Terms: [{ Name: '2026-12-15', Amount: 4500 }],
    };
    const { payment } = buildContractDocument(withPayment(custom, { ...sample, province: 'Quebec' }));
    expect(payment.rows.map((row) => row.item)).toEqual(['Deposit']);
    // In Ontario the rest of the price is a row of its own, so that it carries its holdback.
    const ontario = buildContractDocument(withPayment(custom)).payment;
    expect(ontario.rows.map((row) => [row.item, row.amount, row.holdback, row.net])).toEqual([
      ['Deposit', '$500.00', '$50.00', '$450.00'],
      ['Payments under the terms below', '$4,500.00', '$450.00', '$4,050.00'],
    ]);
    expect(ontario.holdback?.release.amount).toBe('$500.00');
    expect(payment.rows[0]?.due).toBe('To be set');
    expect(payment.customHeading).toBe('How payments are made');
    expect(words(payment.custom)).toBe('Half on delivery.The rest <b>30 days</b> after completion.');
  });

  it('shows the part of the price a draft has not scheduled yet', () => {
    const { rows } = buildContractDocument(
      withPayment({ TotalCost: 1000, Mode: 'date', Terms: [{ Name: '', Amount: 400 }] }),
    ).payment;
    expect(rows.map((row) => [row.item, row.due, row.amount])).toEqual([
      ['Payment 1', 'To be set', '$400.00'],
      ['Balance not yet scheduled', 'To be set', '$600.00'],
    ]);
  });

  it('numbers the clauses, parsed from their HTML and cleaned again', () => {
    const document = buildContractDocument({
      ...sample,
      form: {
        ...sample.form,
        Terms: [
          ...sample.form.Terms,
          '<p onclick="steal()">Kept <em>words</em></p><script>alert(1)</script>',
          '<p> </p>',
        ],
      },
    });
    const { items } = document.clauses;
    expect(items.map((clause) => clause.number)).toEqual([1, 2, 3, 4]);
    expect(words(items[0]?.blocks ?? [])).toContain("l'entrepreneur est payé");
    expect(items[1]?.blocks[1]).toMatchObject({ kind: 'list', ordered: false });
    expect(items[2]?.blocks[1]).toMatchObject({ kind: 'list', ordered: true });
    expect(JSON.stringify(items[3])).toBe(
      JSON.stringify({
        number: 4,
        blocks: [{ kind: 'paragraph', inline: [{ text: 'Kept words', bold: false }] }],
      }),
    );
  });

  it('lists the schedules by letter, in slot order, each a PDF or an image', () => {
    const [permits, photo] = sample.schedules;
    if (!permits || !photo) throw new Error('the sample has two schedules');
    const { items } = buildContractDocument({
      ...sample,
      schedules: [{ ...photo, slot: 3, title: '  ' }, permits],
    }).schedules;
    expect(items.map((item) => [item.letter, item.caption, item.fileLine, item.kind])).toEqual([
      ['A', 'Schedule A — Permit drawings', 'File: permit-drawings.pdf', 'pdf'],
      ['D', 'Schedule D', 'File: site.png', 'image'],
    ]);
  });

  it('signs for the contractor with the stored signature on the issue date, and leaves each client a blank block', () => {
    const { blocks } = buildContractDocument(sample).signatures;
    expect(blocks.map((block) => [block.heading, block.name, block.date, Boolean(block.signature)])).toEqual([
      ['For The Contractor', 'Marc-André Tremblay', '2026-11-20', true],
      ['For The Client', 'Élise Gagnon', '', false],
      ['For The Client', 'Daniel Okafor', '', false],
    ]);
  });

  it('marks a draft, and only a draft, as such', () => {
    expect(buildContractDocument(sample).draftMark).toBe('DRAFT');
    expect(buildContractDocument({ ...sample, status: 'Sent' }).draftMark).toBe('');
    expect(buildContractDocument({ ...sample, status: 'Signed' }).draftMark).toBe('');
  });

  it('prints the document code grouped for reading', () => {
    expect(buildContractDocument(sample).code).toMatchObject({
      value: '7Q2M4K9X3ZR8HDAB12CD',
      grouped: '7Q2M-4K9X-3ZR8-HDAB-12CD',
      text: 'Document code 7Q2M-4K9X-3ZR8-HDAB-12CD',
    });
  });
});
