import type { SealSigner } from '../../documents/seal/seal-input.js';
import type { AuditEventRow } from './audit.repository.js';
import type { SignerRow } from './signers.repository.js';

/**
 * Issue 32 §4: how the certificate states a signer's code before opening: the last code they entered
 * right before they signed (a trail in time order, as `eventsOf` reads it). Nothing without one.
 */
export function identityCheckOf(
  events: readonly AuditEventRow[],
  signer: Pick<SignerRow, 'id' | 'signedAt'>,
): Pick<SealSigner, 'identityCheck'> {
  const entered = events.filter(
    (event) =>
      event.type === 'codeEntered' &&
      event.signerId === signer.id &&
      (!signer.signedAt || event.at <= signer.signedAt),
  );
  const last = entered.at(-1);
  const to = last?.data.to;
  return last && typeof to === 'string' ? { identityCheck: { to, at: last.at } } : {};
}
