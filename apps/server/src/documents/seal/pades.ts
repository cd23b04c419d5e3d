import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { CadesSigner, sealHasChain } from './cades-signer.js';
import type { SealCredentials } from './seal-input.js';
import { addValidationData } from './validation-data.js';

/**
 * The seal: a PAdES baseline signature over the whole file (every byte but the signature itself), made
 * with the product's PKCS#12. SubFilter ETSI.CAdES.detached, the signing time in the signature
 * dictionary (/M) and not in the CMS, which CadesSigner writes as B-B, or B-T with a timestamp authority.
 * @signpdf places the empty signature in the PDF pdf-lib builds and fills it. A seal certificate issued
 * by a certificate authority then gets its chain's validation data after the signature (B-LT,
 * validation-data.ts); the generated self-signed one has no chain to validate.
 */

/**
 * Room for the DER signature (hex, so twice its size): an RSA-2048 CMS with its certificate is
 * ~1.8 KB; a timestamp token with the authority's certificate chain adds 2–6 KB.
 */
const signatureLength = 8192;
const timestampedSignatureLength = 32768;

export interface SealDescription {
  /** Shown by PDF readers as the signer: "Tradepact Document Seal". */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  appName: string;
  /** The claimed signing time (/M); a timestamp authority's token proves it by another clock. */
  signingTime: Date;
}

/** Adds the empty signature (an invisible widget on `page`) that sealPdf() fills. */
export function addSealPlaceholder(
  pdf: PDFDocument,
  page: PDFPage,
  description: SealDescription,
  timestamped: boolean,
): void {
  pdflibAddPlaceholder({
    pdfPage: page,
    ...description,
    signatureLength: timestamped ? timestampedSignatureLength : signatureLength,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
}

/**
 * Signs a PDF saved with its placeholder, timestamped when the credentials name an authority, with
 * its chain's validation data when the seal certificate has a chain.
 */
export async function sealPdf(
  withPlaceholder: Uint8Array,
  credentials: SealCredentials,
): Promise<Uint8Array> {
  const signed = await new SignPdf().sign(Buffer.from(withPlaceholder), new CadesSigner(credentials));
  return sealHasChain(credentials) ? addValidationData(signed) : signed;
}
