import { PDFName, PDFRef, type PDFDocument } from 'pdf-lib';
import type { CertificateWords } from './certificate-words.js';
import type { SealInput } from './seal-input.js';

/**
 * The sealed file's own document information, whatever the PDF it was made from carried. A contract
 * signed on paper is sealed from its scan, which brings the scanner's or the browser's (issue 29 §5:
 * 'Title: about:blank'), maybe XMP metadata that readers show before it: both are dropped. The file is
 * then titled as the contract it is, signed; its author is the contractor's business, as on the
 * contract sent; it was created when it was sealed, by the product that sealed it.
 */
export function describeSealedPdf(
  pdf: PDFDocument,
  input: SealInput,
  words: CertificateWords,
  sealed: { by: string; at: Date },
): void {
  const { context, catalog } = pdf;
  const metadata = PDFName.of('Metadata');
  for (const old of [context.trailerInfo.Info, catalog.get(metadata)]) {
    if (old instanceof PDFRef) context.delete(old);
  }
  catalog.delete(metadata);
  delete context.trailerInfo.Info;

  const { word, reference } = words;
  const { businessName } = input.contract;
  // The contract's kind shows in who signed it: the recipients of a sub-contract are sub-contractors.
  const title = word(
    input.signers.some((signer) => signer.role === 'subcontractor')
      ? 'documentTitleSubcontract'
      : 'documentTitleClient',
  );
  const recipients = [...input.signers]
    .sort((a, b) => a.position - b.position)
    .map((signer) => signer.businessName || signer.name);
  pdf.setTitle(word('sealedPdfTitle', { title, reference }));
  pdf.setAuthor(businessName);
  pdf.setSubject(
    word('documentSubject', { title, contractor: businessName, recipients: recipients.join(', ') }),
  );
  pdf.setCreator(sealed.by);
  pdf.setProducer(sealed.by);
  pdf.setCreationDate(sealed.at);
  pdf.setModificationDate(sealed.at);
}
