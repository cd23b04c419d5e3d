import { contractFormSchema } from '@tradepact/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument, type ContractDocumentInput } from './contract-document.js';
import { renderContractHtml } from './render-html.js';
import { sampleContractInput } from './sample-contract.js';

let sample: ContractDocumentInput;
let html: string;
beforeAll(async () => {
  sample = await sampleContractInput();
  html = renderContractHtml(buildContractDocument(sample));
});

/** The page's text as a reader sees it: tags gone, entities decoded, spaces collapsed. */
const visibleText = (page: string): string =>
  page
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('renderContractHtml', () => {
  it('is one self-contained page: inline style, images as data: URIs, no script, nothing fetched', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|<iframe|javascript:|https?:\/\//i);
    const sources = [...html.matchAll(/src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toHaveLength(2);
    for (const source of sources) expect(source).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  it('holds every party, the dates, every payment line and every clause', () => {
    const text = visibleText(html);
    for (const words of [
      'Maple Ridge Renovations Inc.',
      'GST/HST No. 123456789RT0001',
      'marc@mapleridge.example',
      'Élise Gagnon',
      'daniel.okafor@example.com',
      '12 Elm Avenue, Toronto, Ontario M4W 1N4',
      'Work starts 2026-12-01',
      'Deposit 2026-11-25 $2,450.00',
      'Payment 1 2026-12-15 $8,000.00',
      'Payment 2 2027-01-15 $8,000.00',
      'Payment 3 2027-02-15 $6,050.00',
      'Total before tax (CAD) $24,500.00',
      'HST 13 % $3,185.00',
      'Total with tax (CAD) $27,685.00',
      "Résiliation. Chaque partie peut résilier le présent contrat par avis écrit; l'entrepreneur est payé",
      'materials for one year;',
      'both parties sign the quote.',
      'Schedule A — Permit drawings',
      'Schedule B — Site photo',
      'For The Contractor',
      'Document code 7Q2M-4K9X-3ZR8-HDAB-12CD',
    ]) {
      expect(text).toContain(words);
    }
    expect(html).toContain('<div class="draft-mark" aria-hidden="true">DRAFT</div>');
  });

  it('escapes what the contractor typed: a script in the scope is shown as text, never run', () => {
    const page = renderContractHtml(
      buildContractDocument({
        ...sample,
        form: contractFormSchema.parse({
          ...sample.form,
          ScopeOfServices: '<script>alert("x")</script> & <img src=x onerror=alert(1)>',
          ServiceType: '"><b>',
        }),
        contractor: { ...sample.contractor, businessName: "O'Brien <Builders>" },
      }),
    );
    expect(page).not.toMatch(/<script|<img src=x|<b>/);
    expect(page).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(page).toContain('O&#39;Brien &lt;Builders&gt;');
  });

  it('shows clauses with the sanitiser’s markup only: no attribute, no other tag survives', () => {
    const page = renderContractHtml(
      buildContractDocument({
        ...sample,
        form: {
          ...sample.form,
          Terms: [
            '<p style="color:red" onclick="steal()">Pay <a href="javascript:steal()">here</a></p><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)><ul><li class="x"><strong>item</strong></li></ul><script>alert(1)</script>',
          ],
        },
      }),
    );
    const clause = /<div class="clause">([\s\S]*?)<\/div><\/div>/.exec(page)?.[1] ?? '';
    expect(clause).toBe(
      '<span class="clause-number">1.</span><div class="text"><p>Pay here</p><ul><li><strong>item</strong></li></ul>',
    );
    expect(page).not.toMatch(/onclick|onerror|javascript:|<iframe|evil\.example|alert/);
  });

  it('leaves a sent contract unmarked', () => {
    expect(renderContractHtml(buildContractDocument({ ...sample, status: 'Sent' }))).not.toContain(
      'class="draft-mark"',
    );
  });
});
