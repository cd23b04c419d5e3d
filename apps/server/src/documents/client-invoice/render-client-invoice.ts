import { wordsIn, type Words } from '@tradepact/shared';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { muted } from '../invoice/invoice-blocks.js';
import { bodyWidth, colours, defaultStyle, pageSize, sideMargin } from '../pdf-layout.js';
import { pdfImageUrl } from '../pdf-schedules.js';
import { pdfmakeBuffer } from '../pdfmake-engine.js';
import type { ClientInvoiceDocument } from './client-invoice-document.js';
import { billedLine, totals } from './invoice-amounts.js';
import { contractorBlock, invoiceLogo, partiesBand, titleBlock } from './invoice-head.js';
import { howToPay, promptPayment, termsSection } from './invoice-terms.js';

/**
 * The invoice a contractor issues to the client of a signed contract (issue 33 §2), as a Letter PDF
 * like the contract's: what a proper invoice needs (who issues it and their registration numbers, the
 * client, the invoice's date and the work's period, the contract it is under, what it bills and the
 * milestone, the amount, the holdback retained, the net, each tax, the total payable, the terms and
 * the due day), then how to pay it and, in Ontario, the Construction Act's prompt-payment days. Made
 * with the contracts' pdfmake engine, fonts and colours; every word from the catalogue in the
 * contract's language. Pure: the same document always reads the same.
 */

const topMargin = 36;
const bottomMargin = 34;

/** The invoice and its issuer at the left of every page's foot, the page's number at the right. */
function footer(doc: ClientInvoiceDocument, words: Words): DynamicContent {
  const reference = `${words('invoiceTitle')} ${doc.number} · ${doc.contractor.businessName}`;
  return (page, pages) => ({
    margin: [sideMargin, 12, sideMargin, 0],
    columns: [
      { width: '*', stack: [muted(reference, { fontSize: 8 })] },
      { width: 'auto', stack: [muted(words('documentPageOf', { page, pages }), { fontSize: 8 })] },
    ],
  });
}

/** The clients' names as one phrase: "Élise Gagnon and Daniel Okafor". */
const clientNames = (doc: ClientInvoiceDocument): string =>
  new Intl.ListFormat(doc.locale, { type: 'conjunction' }).format(
    doc.clients.map((client) => client.businessName.trim() || client.name),
  );

export async function renderClientInvoicePdf(doc: ClientInvoiceDocument): Promise<Uint8Array> {
  const words = wordsIn(doc.language);
  const rule: Content = {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: bodyWidth, y2: 0, lineWidth: 1, lineColor: colours.accent }],
    margin: [0, 14, 0, 0],
  };
  const images: Record<string, string> = {};
  if (doc.contractor.logo) images[invoiceLogo] = await pdfImageUrl(doc.contractor.logo);
  const definition: TDocumentDefinitions = {
    info: {
      title: `${words('invoiceTitle')} ${doc.number}`,
      author: doc.contractor.businessName,
      subject: words('invoiceSubject', {
        number: doc.number,
        operator: doc.contractor.businessName,
        customer: clientNames(doc),
      }),
      creator: doc.contractor.businessName,
      // Dated the day it is issued, so the same invoice always gives the same file.
      creationDate: new Date(`${doc.issuedOn}T12:00:00Z`),
    },
    language: doc.locale,
    pageSize: { width: pageSize.width, height: pageSize.height },
    pageMargins: [sideMargin, topMargin, sideMargin, bottomMargin],
    footer: footer(doc, words),
    content: [
      { columns: [contractorBlock(doc, words), titleBlock(doc, words)], columnGap: 24 },
      rule,
      partiesBand(doc, words),
      billedLine(doc, words),
      { stack: [totals(doc, words, termsSection(doc, words))], unbreakable: true },
      howToPay(doc, words) ?? [],
      promptPayment(doc, words) ?? [],
    ],
    images,
    defaultStyle,
  };
  return pdfmakeBuffer(definition);
}
