import { openSigningKey } from '../signing/signing-keys.js';
import type { InvoiceRow } from './payments.repository.js';

/**
 * An invoice's pay page address: its key, sealed on the row like a signing key, opened under the
 * server's link key, so the email, the text, a reminder and the contractor's copy all carry one link.
 * `/Invoice`: `/Pay/{session}` is the subscription's local payment page.
 */
export function payLink(publicUrl: string, linkKey: Buffer) {
  return {
    keyOf: (invoice: Pick<InvoiceRow, 'payKeySealed'>): string | undefined =>
      openSigningKey(invoice.payKeySealed, linkKey),
    urlOf(invoice: Pick<InvoiceRow, 'payKeySealed'>): string | undefined {
      const key = openSigningKey(invoice.payKeySealed, linkKey);
      return key ? `${publicUrl}/Invoice?key=${key}` : undefined;
    },
  };
}
