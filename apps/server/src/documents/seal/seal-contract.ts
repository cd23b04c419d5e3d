import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { renderCertificatePdf } from './certificate-pdf.js';
import { certificateWords } from './certificate-words.js';
import { addSealPlaceholder, sealPdf } from './pades.js';
import { describeSealedPdf } from './sealed-metadata.js';
import { defaultProductName } from './seal-credentials.js';
import type { SealCredentials, SealedPdf, SealInput } from './seal-input.js';
import { stampSignatures } from './stamp-signatures.js';

/**
 * The final PDF of a signed contract: the signatures stamped into the very bytes that were sent, the
 * audit certificate appended, the file's information made its own, then the seal over the whole
 * file. It always starts again from `input.original`, so sealing twice (a retried job, a re-seal)
 * never stamps over earlier stamps; each run gives a valid file (its seal's signing time, and so its
 * bytes, differ).
 */

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export async function sealContract(input: SealInput, credentials: SealCredentials): Promise<SealedPdf> {
  const productName = credentials.productName ?? defaultProductName;
  const words = certificateWords(input);
  const pdf = await PDFDocument.load(input.original, { updateMetadata: false });
  await stampSignatures(pdf, input.layout, input.signers, {
    signedBy: (name) => words.word('certificateStampSignedBy', { name }),
    signedAt: words.local,
  });
  const signedSha256 = sha256(await pdf.save());

  const certificate = await PDFDocument.load(
    await renderCertificatePdf(input, { signedSha256, productName, pagesBefore: pdf.getPageCount() }),
  );
  const pages = await pdf.copyPages(certificate, certificate.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  const sealedAt = new Date();
  describeSealedPdf(pdf, input, words, { by: productName, at: sealedAt });

  const verifyUrl = `${input.publicUrl}/verify`;
  addSealPlaceholder(
    pdf,
    pages[0] ?? pdf.getPage(0),
    {
      name: `${productName} Document Seal`,
      reason: words.word('certificateSealReason', { product: productName }),
      location: new URL(input.publicUrl).host,
      contactInfo: verifyUrl,
      appName: productName,
      signingTime: sealedAt,
    },
    Boolean(credentials.tsaUrl),
  );
  const bytes = await sealPdf(await pdf.save({ useObjectStreams: false }), credentials);
  return { bytes, sha256: sha256(bytes), signedSha256 };
}
