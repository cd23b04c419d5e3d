import { PDF } from '@libpdf/core';
import { SealRevocation } from './revocation.js';

/**
 * PAdES B-LT: the validation data of the seal appended to the sealed file as an incremental update,
 * after the signature, whose bytes do not change. @libpdf/core builds the seal certificate's chain
 * (the CMS carries the PKCS#12's; an issuer missing from it is fetched from the certificate's AIA),
 * asks SealRevocation for each certificate's OCSP response or CRL, does the same for the timestamp
 * authority's chain when there is a token, and writes the Document Security Store (/DSS with /Certs,
 * /OCSPs, /CRLs and the signature's /VRI) with a new catalog naming it. A verifier then checks the
 * seal as it stood when sealed, without asking anyone, after the certificates expire.
 */

/** What @libpdf/core reports when part of the chain or its data is missing: the seal fails instead. */
const incomplete = new Set([
  'CHAIN_INCOMPLETE',
  'TSA_CHAIN_INCOMPLETE',
  'LTV_GATHER_FAILED',
  'NO_SIGNER_CERT',
]);

export async function addValidationData(sealed: Uint8Array): Promise<Uint8Array> {
  const revocation = new SealRevocation();
  const pdf = await PDF.load(sealed);
  const { bytes, warnings, signatureCount } = await pdf.addValidationData({ revocationProvider: revocation });
  revocation.check();
  const missing = warnings.find((warning) => incomplete.has(warning.code));
  if (missing) throw new Error(`the seal's validation data is incomplete: ${missing.message}`);
  if (signatureCount !== 1) throw new Error('the sealed file holds no signature to add validation data for');
  return bytes;
}
