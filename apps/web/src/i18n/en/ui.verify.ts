/**
 * The labels of the verify page (/verify, key `verify`) and of the page a contract's QR code opens
 * (/C/{code}, key `documentCode`), which shows the verify page's fingerprint: loaded with those pages.
 */
export const verifyUi = {
  verify: {
    title: 'Check a signed contract',
    lead: 'Choose the PDF of a contract signed with {product} to learn whether it is exactly the file that was sealed when everyone had signed.',
    drop: 'Drop the PDF here',
    dropHint: 'One PDF, up to {size}. The file is only read to compute its fingerprint.',
    browse: 'Choose a PDF',
    input: 'PDF to check',
    checking: 'Checking {fileName}…',
    notPdf: 'Please choose a PDF file.',
    tooLarge: 'This file is larger than {size}: it cannot be a contract sealed by {product}.',
    oneFile: 'Please choose one file at a time.',
    foundTitle: 'Sealed by {product}',
    found:
      'This is exactly a sealed contract of {product}: contract {number}, revision {revision}, {business}, signed {date}.',
    foundUndated:
      'This is exactly a sealed contract of {product}: contract {number}, revision {revision}, {business}.',
    notFoundTitle: 'No match',
    notFound:
      'Not found: this file is not a sealed contract of {product}, or it was changed after sealing (any change, even one byte, gives a different fingerprint).',
    failedTitle: 'The file could not be checked',
    status: 'Status:',
    fingerprint: 'Fingerprint (SHA-256) of {fileName}',
    copy: 'Copy',
    copied: 'Copied',
    meaningTitle: 'What this check means',
    meaning:
      'When the last party signs, {product} seals the contract and keeps the fingerprint of the sealed file; the email that brings everyone their copy gives the same fingerprint. A file that matches has not changed by a single byte since it was sealed. Your PDF reader may also show the seal and say its certificate is not from a trusted source: {product} seals contracts with its own certificate, and this page is where to check them.',
    documentLoading: 'Looking up this contract…',
    documentContract: 'Contract {number}, revision {revision}',
    documentBusiness: 'Made by {business}',
    documentSigned: 'Signed on {date}',
    documentUnknown:
      'No contract of {product} has this code. Please check that the whole code was scanned, or ask the contractor who gave you this page.',
    documentLoadError: 'The state of this contract could not be loaded.',
    documentVerifyLink: 'Have the signed PDF? Check that it is exactly the sealed file.',
  },
  documentCode: {
    title: 'A page of a contract made with {product}',
    page: 'This is page {page} of {count} of a contract.',
    codeLabel: 'Its code:',
    explained:
      'The contractor who made this contract files signed paper copies by this code. If you are a party to it, the contractor sent it to you by email or text message: sign in, or open the link you received, to see it.',
    unreadable: 'This address does not name a page of a contract. Please scan the code on the page again.',
    signIn: 'Sign in',
  },
};
