import type { Config } from './config.js';

/**
 * The self-signed seal is what production runs on when the operator set SEAL_ALLOW_SELF_SIGNED=true
 * instead of SEAL_P12_PATH (config.ts refuses production with neither). It is accepted on purpose, a
 * trial install or one waiting for its certificate, but every start says what it costs and the way out,
 * so that it is not forgotten once the site has users.
 */
export const selfSignedSealWarning =
  'Contracts are sealed with the generated self-signed certificate (SEAL_ALLOW_SELF_SIGNED=true): ' +
  'PDF readers and signature validators will not trust sealed PDFs (Adobe Acrobat shows the seal’s ' +
  'signer as unknown, and a validator cannot chain it to a trusted authority). To seal with a trusted ' +
  'certificate, set SEAL_P12_PATH to a PKCS#12 file (.p12 or .pfx) issued for document signing by a ' +
  'certificate authority that PDF readers trust (one on the Adobe Approved Trust List), and ' +
  'SEAL_P12_PASSWORD to its password, then restart; docs/operations.md, "Rotating the seal certificate", says how.';

/** What a production start accepts but its operator must hear, each logged as a warning at every start. */
export function startUpWarnings(config: Pick<Config, 'env' | 'seal'>): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.seal.p12Path) warnings.push(selfSignedSealWarning);
  return warnings;
}
