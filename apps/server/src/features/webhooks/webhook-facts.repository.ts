import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  clientInvoices,
  clientPayments,
  contractSigners,
  contracts,
  projects,
} from '../../db/schema/index.js';

/**
 * What a webhook's body says of the contract, signer, invoice and payment an event is about, read in
 * the event's transaction (so as it stands once the event is recorded). Read only for events some
 * endpoint is subscribed to.
 */

export async function contractFacts(tx: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: contracts.id,
      number: contracts.number,
      revision: contracts.revision,
      projectId: contracts.projectId,
      status: contracts.status,
      expiresOn: contracts.expiresOn,
      province: sql<string>`coalesce(${projects.province}, '')`,
      signers: sql<number>`(select count(*)::int from ${contractSigners} s where s.contract_id = ${contracts.id})`,
      signed: sql<number>`(select count(*)::int from ${contractSigners} s
        where s.contract_id = ${contracts.id} and s.signed_at is not null)`,
      scopeOfServices: sql<string | null>`${contracts.data}->>'ScopeOfServices'`,
    })
    .from(contracts)
    .leftJoin(projects, eq(projects.id, contracts.projectId))
    .where(inArray(contracts.id, ids));
}
export type ContractFacts = Awaited<ReturnType<typeof contractFacts>>[number];

/** The signers of these contracts, in each one's document order. */
export async function signerFacts(tx: Queryable, contractIds: string[]) {
  if (contractIds.length === 0) return [];
  return tx
    .select({
      id: contractSigners.id,
      contractId: contractSigners.contractId,
      name: contractSigners.name,
      email: contractSigners.email,
    })
    .from(contractSigners)
    .where(inArray(contractSigners.contractId, contractIds))
    .orderBy(asc(contractSigners.contractId), asc(contractSigners.position));
}
export type SignerFacts = Awaited<ReturnType<typeof signerFacts>>[number];

export async function invoiceFacts(tx: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: clientInvoices.id,
      number: clientInvoices.number,
      description: clientInvoices.description,
      payableCents: clientInvoices.payableCents,
      issuedOn: clientInvoices.issuedOn,
      dueOn: clientInvoices.dueOn,
    })
    .from(clientInvoices)
    .where(inArray(clientInvoices.id, ids));
}
export type InvoiceFacts = Awaited<ReturnType<typeof invoiceFacts>>[number];

export async function paymentFacts(tx: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: clientPayments.id,
      method: clientPayments.method,
      amountCents: clientPayments.amountCents,
      refundedCents: clientPayments.refundedCents,
    })
    .from(clientPayments)
    .where(inArray(clientPayments.id, ids));
}
export type PaymentFacts = Awaited<ReturnType<typeof paymentFacts>>[number];
