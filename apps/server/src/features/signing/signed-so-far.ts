import { PDFDocument } from 'pdf-lib';
import { timeZoneOf, translate } from '@tradepact/shared';
import type { SignatureLayout } from '../../db/schema/contracts.js';
import { stampSignatures, type StampedSigner } from '../../documents/seal/stamp-signatures.js';
import { formatZonedTime } from '../../documents/seal/zoned-time.js';

/**
 * The PDF as sent with the signatures given so far stamped where they go, as the seal will stamp
 * them (issue 32 §1): what a signer back on their link downloads until the sealed copy exists. Drawn
 * on request and never stored: the sealed copy alone is issued.
 */
export async function signedSoFarPdf(
  sent: Uint8Array,
  layout: SignatureLayout,
  signers: readonly StampedSigner[],
  words: { language: string; province: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(sent, { updateMetadata: false });
  const zone = timeZoneOf(words.province);
  await stampSignatures(pdf, layout, signers, {
    signedBy: (name) => translate(words.language, 'certificateStampSignedBy', { name }),
    signedAt: (at) => formatZonedTime(at, zone, `${words.language}-CA`),
  });
  return pdf.save();
}
