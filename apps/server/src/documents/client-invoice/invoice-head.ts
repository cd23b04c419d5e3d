import { formatCad, formatDay, formatPhone, type Words } from '@tradepact/shared';
import type { Column, Content, TableCell } from 'pdfmake/interfaces.js';
import { muted, ruledLayout } from '../invoice/invoice-blocks.js';
import { colours } from '../pdf-layout.js';
import type { ClientInvoiceDocument } from './client-invoice-document.js';

/**
 * The top of a client's invoice: who issues it (with the registration numbers and the licence a
 * proper invoice names), the invoice's number and days with the amount due large enough to read on a
 * phone, then who is billed, where the work is and the contract it is under.
 */

/** The image key of the contractor's logo in the document definition. */
export const invoiceLogo = 'logo';

export function contractorBlock(doc: ClientInvoiceDocument, words: Words): Column {
  const { contractor, locale } = doc;
  const registrations = [
    contractor.gstNumber && words('invoiceRegistration', { number: contractor.gstNumber }),
    contractor.qstNumber && words('invoiceQstRegistration', { number: contractor.qstNumber }),
    contractor.rbqLicence && words('documentRbqLicence', { number: contractor.rbqLicence }),
  ].filter(Boolean);
  // The phone and the email share a line: the head stays short enough for the invoice to fit a page.
  const reach = [formatPhone(contractor.phone, locale), contractor.email]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
  const contact = [contractor.name, ...contractor.addressLines, reach]
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    width: '*',
    stack: [
      ...(contractor.logo
        ? [{ image: invoiceLogo, fit: [140, 40], margin: [0, 0, 0, 6] } satisfies Content]
        : []),
      {
        text: contractor.businessName,
        fontSize: 14,
        bold: true,
        color: colours.accent,
        margin: [0, 0, 0, 3],
      },
      ...contact.map((line) => muted(line, { fontSize: 9 })),
      ...registrations.map((text, index) => muted(text, { margin: [0, index === 0 ? 5 : 0, 0, 0] })),
    ],
  };
}

export function titleBlock(doc: ClientInvoiceDocument, words: Words): Column {
  const { locale } = doc;
  const fact = (label: string, value: string): TableCell[] => [
    muted(label, { fontSize: 9, noWrap: true, margin: [0, 0, 14, 0] }),
    { text: value, bold: true, fontSize: 9.5, noWrap: true, alignment: 'right' },
  ];
  const balanceCents = doc.payableCents - doc.paidCents;
  const due: TableCell = {
    stack: [
      muted(words('clientInvoiceAmountDue'), { fontSize: 9, alignment: 'right' }),
      {
        text: formatCad(balanceCents, locale),
        fontSize: 18,
        bold: true,
        color: colours.accent,
        alignment: 'right',
      },
    ],
    fillColor: colours.panel,
    margin: [10, 4, 10, 4],
  };
  return {
    width: 'auto',
    stack: [
      { text: words('invoiceTitle'), fontSize: 24, bold: true, color: colours.accent, alignment: 'right' },
      {
        table: {
          body: [
            fact(words('invoiceNumberLabel'), String(doc.number)),
            fact(words('invoiceDateLabel'), formatDay(doc.issuedOn, locale)),
            fact(words('clientInvoiceDueDateLabel'), formatDay(doc.dueOn, locale)),
          ],
        },
        layout: ruledLayout(() => null, 1.5),
        margin: [0, 6, 0, 8],
      },
      { table: { widths: ['*'], body: [[due]] }, layout: ruledLayout(() => null, 0) },
    ],
  };
}

/** "Contract No. 12", or "Amendment 1 to Contract No. 12", as the contract document names itself. */
export const contractReference = ({ contract }: ClientInvoiceDocument, words: Words): string =>
  contract.revision > 0
    ? words('documentNumberAmended', { number: contract.number, revision: contract.revision })
    : words('documentNumber', { number: contract.number });

const label = (text: string, first = false): Content =>
  muted(text, { bold: true, margin: [0, first ? 0 : 8, 0, 2] });

/** Who is billed on the left; the property and the contract on the right. */
export function partiesBand(doc: ClientInvoiceDocument, words: Words): Content {
  const clients = doc.clients.flatMap((client, index): Content[] => {
    const [first, second] = client.businessName.trim()
      ? [client.businessName, client.name]
      : [client.name, ''];
    return [
      { text: first, bold: true, margin: [0, index === 0 ? 0 : 6, 0, 0] },
      ...[second, client.address, client.email].filter((line) => line.trim()).map((line) => ({ text: line })),
    ];
  });
  const reference = contractReference(doc, words);
  const { signedOn, title } = doc.contract;
  const contract = signedOn
    ? words('clientInvoiceContractSigned', { contract: reference, date: formatDay(signedOn, doc.locale) })
    : reference;
  return {
    margin: [0, 14, 0, 0],
    columnGap: 24,
    columns: [
      { width: '*', stack: [label(words('invoiceBilledTo'), true), ...clients] },
      {
        width: '*',
        stack: [
          label(words('documentPropertyAddress'), true),
          { text: doc.propertyAddress },
          label(words('clientInvoiceContractLabel')),
          { text: contract },
          ...(title.trim() ? [muted(title, { fontSize: 9 })] : []),
        ],
      },
    ],
  };
}
