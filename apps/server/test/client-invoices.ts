import { sql } from 'drizzle-orm';
import { clientInvoices, clientPayments } from '../src/db/schema/index.js';
import { newSigningKey, sealSigningKey, signingLinkKey } from '../src/features/signing/signing-keys.js';
import { projectWithParties, saveBusinessProfile } from './contractor.js';
import { insertContract } from './contracts.js';
import type { TestApp, TestUser } from './test-app.js';

export interface IssuedInvoice {
  invoiceId: string;
  /** The pay link's key. */
  key: string;
  contractId: string;
}

/**
 * An invoice issued on a signed contract of `owner`, as the payments feature issues one: its amounts
 * frozen, its pay key's SHA-256 on the row and the key sealed beside it. A deposit of $1,000 with HST
 * 13 % by default.
 */
export async function issuedInvoice(
  t: TestApp,
  owner: TestUser,
  invoice: { netCents?: number; language?: string } = {},
): Promise<IssuedInvoice> {
  await saveBusinessProfile(t, owner);
  const { projectId } = await projectWithParties(t, owner);
  const contractId = await insertContract(t, { ownerId: owner.id, projectId, status: 'Signed' });
  const netCents = invoice.netCents ?? 100_000;
  const taxCents = Math.round(netCents * 0.13);
  const { key, hash } = newSigningKey();
  const [row] = await t.services.database.db
    .insert(clientInvoices)
    .values({
      ownerId: owner.id,
      contractId,
      number: sql`(select coalesce(max(number), 0) + 1 from client_invoices where owner_id = ${owner.id})`,
      receivableKey: 'deposit',
      description: 'Deposit',
      language: invoice.language ?? 'en',
      province: 'Ontario',
      grossCents: netCents,
      holdbackCents: 0,
      netCents,
      taxLines: [{ kind: 'HST', ratePercent: 13, cents: taxCents }],
      taxCents,
      payableCents: netCents + taxCents,
      issuedOn: '2026-11-02',
      dueOn: '2026-11-30',
      payKeyHash: hash,
      payKeySealed: sealSigningKey(key, signingLinkKey(t.services.authKey.secret)),
    })
    .returning({ id: clientInvoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  return { invoiceId: row.id, key, contractId };
}

/** An e-Transfer the contractor confirmed, of `cents`, on the invoice. */
export async function receivedETransfer(t: TestApp, invoiceId: string, cents: number): Promise<void> {
  await t.services.database.db.insert(clientPayments).values({
    invoiceId,
    method: 'etransfer',
    status: 'received',
    amountCents: cents,
    receivedAt: new Date(),
  });
}

/** The invoice's payments, oldest first. */
export async function paymentsOf(t: TestApp, invoiceId: string) {
  const rows = await t.services.database.db.query.clientPayments.findMany({
    where: (payment, { eq }) => eq(payment.invoiceId, invoiceId),
    orderBy: (payment, { asc }) => [asc(payment.createdAt)],
  });
  return rows;
}
