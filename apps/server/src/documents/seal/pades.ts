import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { SealCredentials } from './seal-input.js';
import { addSignatureTimestamp } from './timestamp.js';

/**
 * The seal: a CMS signature over the whole file (every byte but the signature itself), made with the
 * product's PKCS#12. The subfilter is adbe.pkcs7.detached: @signpdf's signer writes a plain detached
 * PKCS#7 with a signing-time attribute and no ESS signing-certificate-v2, which is what that subfilter
 * describes; labelled ETSI.CAdES.detached the same bytes would fail the PAdES baseline checks of an EU
 * validator (signing-pipeline §5), while every reader (Acrobat, poppler, pdf.js) validates both alike.
 */

/**
 * Room for the DER signature (hex, so twice its size): an RSA-2048 CMS with its certificate is
 * ~1.6 KB; a timestamp token with the authority's certificate chain adds 2–6 KB.
 */
const signatureLength = 8192;
const timestampedSignatureLength = 32768;

/** @signpdf's P12 signer, its CMS given a signature timestamp from the authority at `tsaUrl`. */
class TimestampedP12Signer extends P12Signer {
  constructor(
    p12: Buffer,
    password: string,
    private readonly tsaUrl: string,
  ) {
    super(p12, { passphrase: password });
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    return addSignatureTimestamp(await super.sign(pdf, signingTime), this.tsaUrl);
  }
}

export interface SealDescription {
  /** Shown by PDF readers as the signer: "Tradepact Document Seal". */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  appName: string;
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
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
  });
}

/** Signs a PDF saved with its placeholder, timestamped when the credentials name an authority. */
export function sealPdf(withPlaceholder: Uint8Array, credentials: SealCredentials): Promise<Buffer> {
  const { p12, password, tsaUrl } = credentials;
  const signer = tsaUrl
    ? new TimestampedP12Signer(p12, password, tsaUrl)
    : new P12Signer(p12, { passphrase: password });
  return new SignPdf().sign(Buffer.from(withPlaceholder), signer);
}
