import { formatDay, type MessageKey, type Words } from '@tradepact/shared';
import type { Content, ContentText } from 'pdfmake/interfaces.js';
import { colours } from '../pdf-layout.js';
import type { ClientInvoiceDocument } from './client-invoice-document.js';

/**
 * The bottom of a client's invoice: its terms and due day, how to pay it (the contractor's
 * e-Transfer address with the reference that matches the transfer to the invoice, and the pay page),
 * and in Ontario what the Construction Act's prompt payment gives each side, with its days.
 */

const heading = (text: string): ContentText => ({
  text,
  fontSize: 10,
  bold: true,
  color: colours.accent,
  margin: [0, 0, 0, 4],
});

/** A section in a pale panel across the page, kept on one page. */
const panel = (stack: Content[]): Content => ({
  margin: [0, 12, 0, 0],
  unbreakable: true,
  table: { widths: ['*'], body: [[{ stack, fillColor: colours.panel, margin: [10, 8, 10, 8] }]] },
  layout: 'noBorders',
});

/** Whole days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function termsSection(doc: ClientInvoiceDocument, words: Words): Content {
  const terms = words('clientInvoiceTerms', {
    days: daysBetween(doc.issuedOn, doc.dueOn),
    date: formatDay(doc.dueOn, doc.locale),
  });
  return { margin: [0, 10, 0, 0], stack: [heading(words('clientInvoiceTermsHeading')), { text: terms }] };
}

/**
 * A message with one placeholder's value in bold (what the client copies into their bank's app): the
 * catalogue's words around it, in the language's order.
 */
function withBold(words: Words, key: MessageKey, name: string, value: string): ContentText['text'] {
  const [before = '', after = ''] = words(key).split(`{${name}}`);
  return [before, { text: value, bold: true }, after];
}

export function howToPay(doc: ClientInvoiceDocument, words: Words): Content | undefined {
  const { etransfer, payUrl } = doc.howToPay;
  if (!etransfer && !payUrl) return undefined;
  const ways: Content[] = [];
  if (etransfer) {
    ways.push(
      { text: withBold(words, 'clientInvoiceEtransfer', 'email', etransfer.email) },
      {
        text: withBold(words, 'clientInvoiceEtransferReference', 'reference', etransfer.reference),
        fontSize: 9,
        margin: [0, 2, 0, 0],
      },
    );
  }
  if (payUrl) {
    ways.push(
      { text: words('clientInvoicePayOnline'), margin: [0, etransfer ? 6 : 0, 0, 0] },
      { text: payUrl, link: payUrl, color: colours.accent, decoration: 'underline', fontSize: 9 },
    );
  }
  return panel([heading(words('clientInvoicePayHeading')), ...ways]);
}

/** Ontario: that this is a proper invoice, and the days to pay, to dispute and to say it is not proper. */
export function promptPayment(doc: ClientInvoiceDocument, words: Words): Content | undefined {
  const { clock, locale } = doc;
  if (!clock) return undefined;
  const { statute, data } = clock.record;
  const day = (date: string) => formatDay(date, locale);
  const lines = [
    words('clientInvoicePayBy', { date: day(clock.payBy), days: data.payDays }),
    words('clientInvoiceDisputeBy', { date: day(clock.disputeBy), days: data.nonPaymentNoticeDays }),
    ...(clock.deemedProperBy !== null && data.deemedProperDays !== null
      ? [
          words('clientInvoiceDeemedProperBy', {
            date: day(clock.deemedProperBy),
            days: data.deemedProperDays,
          }),
        ]
      : []),
  ];
  return panel([
    {
      text: words('clientInvoiceProper', { statute }),
      bold: true,
      color: colours.accent,
      margin: [0, 0, 0, 4],
    },
    { ul: lines.map((line) => ({ text: line, margin: [0, 0, 0, 1] })), fontSize: 9, lineHeight: 1.2 },
  ]);
}
