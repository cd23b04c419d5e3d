import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import type { PDFDocument, PDFPage } from 'pdf-lib';

/**
 * The seal: a CMS signature over the whole file (every byte but the signature itself), made with the
 * product's PKCS#12. The subfilter is adbe.pkcs7.detached: @signpdf's signer writes a plain detached
 * PKCS#7 with a signing-time attribute and no ESS signing-certificate-v2, which is what that subfilter
 * describes; labelled ETSI.CAdES.detached the same bytes would fail the PAdES baseline checks of an EU
 * validator (signing-pipeline §5), while every reader (Acrobat, poppler, pdf.js) validates both alike.
 */

/** Room for the DER signature (hex, so twice its size): an RSA-2048 CMS with its certificate is ~1.6 KB. */
const signatureLength = 8192;

export interface SealDescription {
  /** Shown by PDF readers as the signer: "Tradepact Document Seal". */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  appName: string;
}

/** Adds the empty signature (an invisible widget on `page`) that sealPdf() fills. */
export function addSealPlaceholder(pdf: PDFDocument, page: PDFPage, description: SealDescription): void {
  pdflibAddPlaceholder({
    pdfPage: page,
    ...description,
    signatureLength,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
  });
}

/** Signs a PDF saved with its placeholder: the file's final bytes. */
export function sealPdf(withPlaceholder: Uint8Array, p12: Buffer, password: string): Promise<Buffer> {
  return new SignPdf().sign(Buffer.from(withPlaceholder), new P12Signer(p12, { passphrase: password }));
}
