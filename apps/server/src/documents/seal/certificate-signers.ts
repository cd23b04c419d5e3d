import type { Content, ContentStack, ContentTable } from 'pdfmake/interfaces.js';
import { colours } from '../pdf-layout.js';
import { pdfImageUrl } from '../pdf-schedules.js';
import { facts, heading, keepTogether, plainRows, type Identified } from './certificate-blocks.js';
import type { CertificateWords } from './certificate-words.js';
import type { SealInput, SealSigner } from './seal-input.js';

/**
 * The certificate's signers: the contractor first, who signed by sending (their profile's signature,
 * applied to the contract then, from the sending request's IP address and device), then each
 * recipient with their signature and where they signed from.
 */

/** One signer's block: who, in what role, how, when, from where, and their signature. */
interface SignerRow {
  id: string;
  name: string;
  businessName: string;
  email: string;
  role: string;
  method: string;
  /** Each time, labelled: an instant, or words saying there is none. */
  times: [string, Date | string][];
  version?: string | undefined;
  /** Issue 32 §4: the code before opening, stated under the signer's details. */
  identity?: string | undefined;
  ip: string;
  userAgent: string;
  signature: Content;
}

const signatureColumn = 170;
const contractorImage = 'contractor';
const signerImage = (position: number): string => `signer${position}`;
const signatureFit: [number, number] = [signatureColumn - 12, 64];

/** The signature images the blocks name, as pdfmake takes them. */
export async function signatureImages(input: SealInput): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  const { image } = input.contractorSignature;
  if (image) images[contractorImage] = await pdfImageUrl(image);
  for (const signer of input.signers) {
    if (signer.method === 'drawn' && signer.image) {
      images[signerImage(signer.position)] = await pdfImageUrl({
        mimeType: 'image/png',
        bytes: signer.image,
      });
    }
  }
  return images;
}

function contractorRow(input: SealInput, words: CertificateWords): SignerRow {
  const { contract, contractorSignature } = input;
  const method = words.word('certificateMethodOnSend');
  return {
    id: 'contractor',
    name: contract.contractorName,
    // A contractor without a business name goes by their own.
    businessName: contract.businessName === contract.contractorName ? '' : contract.businessName,
    email: contract.contractorEmail,
    role: words.word('certificateContractor'),
    method,
    times: [[words.word('contractStatusSigned'), contractorSignature.signedAt]],
    ip: contractorSignature.ip,
    userAgent: contractorSignature.userAgent,
    signature: contractorSignature.image
      ? { image: contractorImage, fit: signatureFit }
      : { text: method, style: 'label' },
  };
}

function recipientRow(signer: SealSigner, words: CertificateWords): SignerRow {
  const { word } = words;
  let signature: Content = { text: words.method(signer), style: 'label' };
  if (signer.method === 'drawn' && signer.image) {
    signature = { image: signerImage(signer.position), fit: signatureFit };
  } else if (signer.method === 'typed') {
    signature = { text: signer.typedName ?? signer.name, italics: true, fontSize: 16 };
  }
  return {
    id: `signer-${signer.position}`,
    name: signer.name,
    businessName: signer.businessName,
    email: signer.email,
    role: words.role(signer),
    method: words.method(signer),
    times: [
      [word('certificateSignerSent'), signer.sentAt],
      [word('certificateSignerViewed'), signer.viewedAt ?? word('certificateNotViewed')],
      [word('contractStatusSigned'), signer.signedAt],
    ],
    version: words.version(signer),
    identity: words.identity(signer),
    ip: signer.ip,
    userAgent: signer.userAgent,
    signature,
  };
}

/**
 * `whole`: the block moves whole to the next page rather than start on this one, where the top of
 * its signature panel would be left behind. The first block is not: it shares its page with the
 * section heading by the keep-together rule, which pdfmake's dontBreakRows would defeat (the heading
 * would stay behind alone).
 */
function signerBlock(row: SignerRow, words: CertificateWords, whole: boolean): Identified<ContentTable> {
  const { word } = words;
  const time = (value: Date | string): Content =>
    typeof value === 'string'
      ? value
      : { stack: [words.local(value), { text: words.utc(value), style: 'small' }] };
  const optional = (label: string, value: Content | undefined): [string, Content][] =>
    value ? [[label, value]] : [];
  const details = facts(
    [
      [word('documentSignatureName'), { text: row.name, bold: true }],
      ...optional(word('certificateBusiness'), row.businessName || undefined),
      [word('signEmailDetailEmail'), row.email],
      [word('certificateSignerRole'), row.role],
      [word('certificateSignerMethod'), row.method],
      ...row.times.map(([label, value]): [string, Content] => [label, time(value)]),
      ...optional(word('certificateSignerVersion'), row.version),
      [word('certificateSignerIp'), row.ip || word('certificateNone')],
      [
        word('certificateSignerDevice'),
        {
          stack: [
            words.device(row.userAgent),
            ...(row.userAgent ? [{ text: row.userAgent, style: 'small', fontSize: 6.5 }] : []),
          ],
        },
      ],
    ],
    80,
  );
  return {
    id: `${keepTogether}${row.id}`,
    margin: [0, 4, 0, 10],
    table: {
      widths: ['*', signatureColumn],
      dontBreakRows: whole,
      body: [
        [
          row.identity ? { stack: [details, { text: row.identity, margin: [0, 4, 0, 0] }] } : details,
          {
            stack: [
              { text: word('documentSignatureLine'), style: 'label', margin: [0, 0, 0, 4] },
              row.signature,
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

/** The heading stays with the first signer, the contractor. */
export function signersSection(input: SealInput, words: CertificateWords): Content[] {
  const recipients = [...input.signers].sort((a, b) => a.position - b.position);
  const [first, ...others] = [
    contractorRow(input, words),
    ...recipients.map((signer) => recipientRow(signer, words)),
  ].map((row, index) => signerBlock(row, words, index > 0));
  const opening: Identified<ContentStack> = {
    id: `${keepTogether}signers`,
    stack: [...heading(words.word('certificateSignersHeading')), ...(first ? [first] : [])],
  };
  return [opening, ...others];
}
