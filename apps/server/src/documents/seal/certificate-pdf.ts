import { formatDay } from '@tradepact/shared';
import type {
  Content,
  ContentStack,
  ContentTable,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces.js';
import { groupedDocumentCode } from '../document-code.js';
import { bodyWidth, colours, defaultStyle, pageSize, sideMargin, styles } from '../pdf-layout.js';
import { pdfImageUrl } from '../pdf-schedules.js';
import { pdfmakeBuffer } from '../pdfmake-engine.js';
import { certificateWords, localeOf, type CertificateWords } from './certificate-words.js';
import type { SealInput, SealSigner } from './seal-input.js';

/**
 * The audit certificate appended after the contract: what was signed (number, revision, title,
 * parties, document code, the amended contract), its fingerprints, each signer with their signature
 * and where they signed from, and every event of the trail with its local and UTC time. Letter paper
 * in the contract's type, made with pdfmake; seal-contract.ts appends its pages.
 */

export interface CertificateFacts {
  /** SHA-256 (hex) of the stamped contract before the certificate and the seal. */
  signedSha256: string;
  productName: string;
}

const signatureImage = (position: number): string => `signer${position}`;
const signatureColumn = 170;

/** A section heading; it never ends a page alone (see pageBreakBefore below). */
const heading = (text: string): Content[] => [
  { text: text.toLocaleUpperCase(), style: 'heading', headlineLevel: 1 },
  {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: bodyWidth, y2: 0, lineWidth: 0.75, lineColor: colours.rule }],
    margin: [0, 0, 0, 6],
  },
];

const plainRows = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** Label and value rows. */
const facts = (rows: [string, Content][], labelWidth = 130): Content => ({
  table: {
    widths: [labelWidth, '*'],
    body: rows.map(([label, value]): TableCell[] => [
      { text: label, style: 'label', margin: [0, 1, 0, 0] },
      value,
    ]),
  },
  layout: plainRows,
});

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
  return [
    ...heading(word('certificateHashesHeading')),
    facts(
      [
        [word('certificateOriginalHash'), hash(input.contract.originalSha256)],
        [word('certificateSignedHash'), hash(certificate.signedSha256)],
      ],
      170,
    ),
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: word('certificateSealedHashNote'), style: 'note', margin: [0, 6, 0, 4] },
            { text: word('certificateVerifyLabel'), style: 'label' },
            { text: input.verifyUrl, link: input.verifyUrl, color: colours.accent },
          ],
        },
        { width: 78, qr: input.verifyUrl, fit: 78, eccLevel: 'Q', margin: [0, 4, 0, 0] },
      ],
      columnGap: 16,
    },
  ];
}

function signatureCell(signer: SealSigner, words: CertificateWords): Content {
  if (signer.method === 'drawn' && signer.image) {
    return { image: signatureImage(signer.position), fit: [signatureColumn - 12, 64] };
  }
  if (signer.method === 'typed') {
    return { text: signer.typedName ?? signer.name, italics: true, fontSize: 16 };
  }
  return { text: words.method(signer), style: 'label' };
}

/**
 * Groups that must share a page start on the next one when they would not (the rule is in
 * renderCertificatePdf). pdfmake's `unbreakable` cannot be used for them: it reports the nodes inside
 * an unbreakable block on the page the block began to be laid out on, so a heading before a block
 * that moved to the next page would not know it was left alone.
 */
const keepTogether = 'keep-together:';
type Identified<T extends Content> = T & { id: string };

function signerBlock(signer: SealSigner, words: CertificateWords): Identified<ContentTable> {
  const { word } = words;
  const time = (instant: Date): Content => ({
    stack: [words.local(instant), { text: words.utc(instant), style: 'small' }],
  });
  const version = words.version(signer);
  const details = facts(
    [
      [word('documentSignatureName'), { text: signer.name, bold: true }],
      ...(signer.businessName
        ? ([[word('certificateBusiness'), signer.businessName]] as [string, Content][])
        : []),
      [word('signEmailDetailEmail'), signer.email],
      [word('certificateSignerRole'), words.role(signer)],
      [word('certificateSignerMethod'), words.method(signer)],
      [word('certificateSignerSent'), time(signer.sentAt)],
      [
        word('certificateSignerViewed'),
        signer.viewedAt ? time(signer.viewedAt) : word('certificateNotViewed'),
      ],
      [word('contractStatusSigned'), time(signer.signedAt)],
      ...(version ? ([[word('certificateSignerVersion'), version]] as [string, Content][]) : []),
      [word('certificateSignerIp'), signer.ip || word('certificateNone')],
      [
        word('certificateSignerDevice'),
        {
          stack: [
            words.device(signer.userAgent),
            ...(signer.userAgent ? [{ text: signer.userAgent, style: 'small', fontSize: 6.5 }] : []),
          ],
        },
      ],
    ],
    80,
  );
  return {
    id: `${keepTogether}signer-${signer.position}`,
    margin: [0, 4, 0, 10],
    table: {
      widths: ['*', signatureColumn],
      body: [
        [
          details,
          {
            stack: [
              { text: word('documentSignatureLine'), style: 'label', margin: [0, 0, 0, 4] },
              signatureCell(signer, words),
            ],
            fillColor: colours.panel,
            margin: [6, 6, 6, 6],
          },
        ],
      ],
    },
    layout: { ...plainRows, paddingLeft: (index) => (index === 0 ? 0 : 10) },
  };
}

/** The heading stays with the first signer. */
function signersSection(signers: readonly SealSigner[], words: CertificateWords): Content[] {
  const [first, ...others] = signers.map((signer) => signerBlock(signer, words));
  const opening: Identified<ContentStack> = {
    id: `${keepTogether}signers`,
    stack: [...heading(words.word('certificateSignersHeading')), ...(first ? [first] : [])],
  };
  return [opening, ...others];
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
  const images: Record<string, string> = {};
  for (const signer of input.signers) {
    if (signer.method === 'drawn' && signer.image) {
      images[signatureImage(signer.position)] = await pdfImageUrl({
        mimeType: 'image/png',
        bytes: signer.image,
      });
    }
  }
  const signers = [...input.signers].sort((a, b) => a.position - b.position);

  const definition: TDocumentDefinitions = {
    info: { title: `${word('certificateTitle')}, ${reference}`, author: certificate.productName },
    language: input.language,
    pageSize: { width: pageSize.width, height: pageSize.height },
    pageMargins: [sideMargin, 60, sideMargin, 54],
    header: {
      margin: [sideMargin, 28, sideMargin, 0],
      columns: [
        { text: input.contract.businessName, bold: true, color: colours.accent, fontSize: 11 },
        { text: reference, alignment: 'right', fontSize: 8, color: colours.muted, margin: [0, 2, 0, 0] },
      ],
    },
    footer: (page, pages) => ({
      text: word('certificateFooter', { reference, page, pages }),
      style: 'small',
      alignment: 'center',
      margin: [sideMargin, 20, sideMargin, 0],
    }),
    content: [
      { text: word('certificateTitle'), style: 'title' },
      {
        text: word('certificateIntro', { product: certificate.productName }),
        margin: [0, 4, 0, 4],
        color: colours.muted,
      },
      ...contractSection(input, words),
      ...hashSection(input, certificate, words),
      ...signersSection(signers, words),
      eventsSection(input, words),
    ],
    images,
    styles,
    defaultStyle,
    pageBreakBefore: (node, queries) =>
      (node.id?.startsWith(keepTogether) === true && node.pageNumbers.length > 1) ||
      (node.headlineLevel === 1 &&
        !queries.getFollowingNodesOnPage().some((following) => following.text !== undefined)),
  };
  return pdfmakeBuffer(definition);
}
