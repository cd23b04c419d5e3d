import type { Queryable } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { hashSigningKey, signingKeyPattern } from '../../signing/signing-keys.js';
import { invoiceByPayKeyHash, type CardInvoiceRow } from './card-payments.repository.js';

/**
 * The invoice a pay link's key opens (its SHA-256 is the invoice's pay_key_hash); a key that opens
 * nothing answers 404, as one never issued does. `lock` holds the invoice until the transaction ends.
 */
export async function invoiceOfPayKey(db: Queryable, key: string, lock = false): Promise<CardInvoiceRow> {
  const invoice = signingKeyPattern.test(key)
    ? await invoiceByPayKeyHash(db, hashSigningKey(key), lock)
    : undefined;
  if (!invoice) throw notFound('payKeyInvalid');
  return invoice;
}

/** The invoice's pay page, where Stripe and the local card page send the client back. */
export const payPageUrl = (publicUrl: string, key: string, paid = false) =>
  `${publicUrl}/Invoice?key=${encodeURIComponent(key)}${paid ? '&paid=1' : ''}`;
