import { formatDay } from '@tradepact/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { groupedDocumentCode } from '../document-code.js';
import { footerQrModules, qrFooter } from '../pdf-furniture.js';
import { bottomMarginFor, colours, defaultStyle, pageSize, sideMargin, styles } from '../pdf-layout.js';
import { pdfmakeBuffer } from '../pdfmake-engine.js';
import { facts, heading, keepTogether } from './certificate-blocks.js';
import { signatureImages, signersSection } from './certificate-signers.js';
import { certificateWords, localeOf, type CertificateWords } from './certificate-words.js';
import type { SealInput } from './seal-input.js';

/**
 * The audit certificate appended after the contract: what was signed (number, revision, title,
 * parties, document code, the amended contract), its fingerprints, each signer with their signature
 * and where they signed from (the contractor first), and every event of the trail with its local and
 * UTC time. Each page carries the contract's footer: its QR code leads to this contract's page at
 * /C/<document code>, numbered as the sealed file's pages. Letter paper in the contract's type, made
 * with pdfmake; seal-contract.ts appends its pages.
 */

export interface CertificateFacts {
  /** SHA-256 (hex) of the stamped contract before the certificate and the seal. */
  signedSha256: string;
  productName: string;
  /** The contract's pages, before the certificate's in the sealed file. */
  pagesBefore: number;
}

/** A SHA-256 on one line, in small type so that its 64 digits never wrap. */
const hash = (sha256: string): Content => ({ text: sha256, fontSize: 8.5, characterSpacing: 0.2 });

function contractSection(input: SealInput, words: CertificateWords): Content[] {
  const { contract } = input;
  const { word } = words;
  const rows: [string, Content][] = [
    [word('certificateContractNumber'), { text: String(contract.number), bold: true }],
    [
      word('certificateRevision'),
      word(contract.revision > 0 ? 'certificateRevisionAmendment' : 'certificateRevisionOriginal', {
        revision: contract.revision,
      }),
    ],
    [word('certificateContractTitle'), contract.title],
    [word('certificateBusiness'), contract.businessName],
    [
      word('certificateContractor'),
      word('certificateContractorValue', { name: contract.contractorName, email: contract.contractorEmail }),
    ],
    [word('certificateDocumentCode'), groupedDocumentCode(contract.documentCode)],
    [word('certificateTimeZone'), input.timeZone],
  ];
  if (input.cancellation) {
    const { cancellation } = input;
    rows.push(
      [
        word('certificateCopyDelivered'),
        {
          stack: [
            words.local(cancellation.deliveredAt),
            { text: words.utc(cancellation.deliveredAt), style: 'small' },
          ],
        },
      ],
      [
        word('certificateCancelUntil'),
        word('certificateCancelUntilValue', {
          date: formatDay(cancellation.lastDay, localeOf(input.language)),
          zone: cancellation.timeZone,
          statute: cancellation.statute,
          section: cancellation.section,
        }),
      ],
    );
  }
  if (contract.amends) {
    const { amends } = contract;
    rows.push(
      [
        word('certificateAmends'),
        word('certificateAmendsValue', { number: amends.number, revision: amends.revision }),
      ],
      [
        word('certificateAmendsSealed'),
        amends.sealedSha256
          ? hash(amends.sealedSha256)
          : { text: word('certificateAmendsNotSealed'), style: 'small' },
      ],
    );
  }
  return [...heading(word('certificateContractHeading')), facts(rows)];
}

function hashSection(input: SealInput, certificate: CertificateFacts, words: CertificateWords): Content[] {
  const { word } = words;
  const verifyUrl = `${input.publicUrl}/verify`;
  return [
    ...heading(word('certificateHashesHeading')),
    facts(
      [
        [word('certificateOriginalHash'), hash(input.contract.originalSha256)],
        [word('certificateSignedHash'), hash(certificate.signedSha256)],
      ],
      170,
    ),
    { text: word('certificateSealedHashNote'), style: 'note', margin: [0, 6, 0, 4] },
    { text: word('certificateVerifyLabel'), style: 'label' },
    { text: verifyUrl, link: verifyUrl, color: colours.accent },
  ];
}

/** The heading is the table's first header row: it stays with the first event, and heads each page. */
function eventsSection(input: SealInput, words: CertificateWords): Content {
  const { word } = words;
  const title: TableCell[] = [
    {
      text: word('certificateEventsHeading').toLocaleUpperCase(),
      style: 'heading',
      colSpan: 3,
      margin: [0, 12, 0, 2],
    },
    '',
    '',
  ];
  const header: TableCell[] = [
    { text: word('certificateEventsColumnTime'), style: 'tableHeader' },
    { text: word('certificateEventsColumnEvent'), style: 'tableHeader' },
    { text: word('certificateEventsColumnFrom'), style: 'tableHeader' },
  ];
  const rows = [...input.events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event): TableCell[] => {
      const quote = words.quote(event);
      return [
        { stack: [words.local(event.at), { text: words.utc(event.at), style: 'small' }] },
        {
          stack: [
            words.event(event),
            ...(event.actorEmail ? [{ text: event.actorEmail, style: 'small' }] : []),
            ...(quote ? [{ text: quote, style: 'small' }] : []),
          ],
        },
        {
          stack: [
            event.ip || word('certificateNone'),
            ...(event.userAgent ? [{ text: words.device(event.userAgent), style: 'small' }] : []),
          ],
        },
      ];
    });
  return {
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      widths: [162, '*', 112],
      body: [title, header, ...rows],
      dontBreakRows: true,
    },
    layout: {
      hLineWidth: (index) => (index === 0 ? 0 : index === 1 ? 0.75 : 0.5),
      vLineWidth: () => 0,
      hLineColor: (index) => {
        if (index === 1) return colours.rule;
        return index === 2 ? colours.accent : colours.faint;
      },
      paddingLeft: () => 0,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    fontSize: 9,
  };
}

export async function renderCertificatePdf(input: SealInput, certificate: CertificateFacts): Promise<Buffer> {
  const words = certificateWords(input);
  const { word, reference } = words;
  const { documentCode } = input.contract;
  const qrModules = footerQrModules(input.publicUrl, documentCode);

  const definition: TDocumentDefinitions = {
    info: { title: `${word('certificateTitle')}, ${reference}`, author: certificate.productName },
    language: input.language,
    pageSize: { width: pageSize.width, height: pageSize.height },
    pageMargins: [sideMargin, 60, sideMargin, bottomMarginFor(qrModules)],
    header: {
      margin: [sideMargin, 28, sideMargin, 0],
      columns: [
        { text: input.contract.businessName, bold: true, color: colours.accent, fontSize: 11 },
        { text: reference, alignment: 'right', fontSize: 8, color: colours.muted, margin: [0, 2, 0, 0] },
      ],
    },
    footer: qrFooter(
      {
        publicUrl: input.publicUrl,
        code: documentCode,
        grouped: groupedDocumentCode(documentCode),
        reference: `${word('certificateTitle')} · ${reference}`,
        pageOf: word('documentPageOf'),
        pagesBefore: certificate.pagesBefore,
      },
      qrModules,
    ),
    content: [
      { text: word('certificateTitle'), style: 'title' },
      {
        text: word('certificateIntro', { product: certificate.productName }),
        margin: [0, 4, 0, 4],
        color: colours.muted,
      },
      ...contractSection(input, words),
      ...hashSection(input, certificate, words),
      ...signersSection(input, words),
      eventsSection(input, words),
    ],
    images: await signatureImages(input),
    styles,
    defaultStyle,
    pageBreakBefore: (node, queries) =>
      (node.id?.startsWith(keepTogether) === true && node.pageNumbers.length > 1) ||
      (node.headlineLevel === 1 &&
        !queries.getFollowingNodesOnPage().some((following) => following.text !== undefined)),
  };
  return pdfmakeBuffer(definition);
}
