import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  businesses,
  clientInvoices,
  clientPayments,
  clients,
  contractEvents,
  contractSigners,
  contracts,
  projectClients,
  projects,
} from '../../db/schema/index.js';

/**
 * What the integrator API reads (issue 34 §1): the account's projects, contracts and invoices a page
 * at a time, in the statements a page needs whatever the account holds. The public API's own read
 * model: it reads the tables the projects, contracts, signing and payments features write, always
 * through the account's ownership, and never writes them (creating a contract goes through the
 * contracts feature's sending service).
 */

export interface PageWindow {
  limit: number;
  offset: number;
}

export type ProjectRow = typeof projects.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

/** The owner's projects, newest first, and how many there are. */
export async function projectsPage(db: Queryable, ownerId: string, window: PageWindow) {
  const owned = eq(projects.ownerId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(owned)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: count() }).from(projects).where(owned),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Whether the project is the owner's. */
export async function ownsProject(db: Queryable, ownerId: string, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}

/** The clients of these projects, in the order they sign. */
export async function clientsOfProjects(db: Queryable, projectIds: readonly string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: projectClients.projectId, client: clients })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(inArray(projectClients.projectId, [...projectIds]))
    .orderBy(asc(projectClients.position));
}

/** A contract with what its public shape reads beside it: its places, and how far its signing went. */
const contractColumns = {
  contract: contracts,
  projectProvince: sql<string>`coalesce(${projects.province}, '')`,
  ownerProvince: sql<string>`coalesce(${businesses.province}, '')`,
  signers: sql<number>`(select count(*)::int from ${contractSigners} s where s.contract_id = ${contracts.id})`,
  signed: sql<number>`(select count(*)::int from ${contractSigners} s
    where s.contract_id = ${contracts.id} and s.signed_at is not null)`,
};
export type ContractRecord = {
  contract: typeof contracts.$inferSelect;
  projectProvince: string;
  ownerProvince: string;
  signers: number;
  signed: number;
};

function contractsOf(db: Queryable, where: SQL | undefined) {
  return db
    .select(contractColumns)
    .from(contracts)
    .leftJoin(projects, eq(projects.id, contracts.projectId))
    .leftJoin(businesses, eq(businesses.userId, contracts.ownerId))
    .where(where);
}

/** The owner's contracts (of one project, if named), newest first, and how many there are. */
export async function contractsPage(
  db: Queryable,
  ownerId: string,
  filter: { projectId?: string | undefined },
  window: PageWindow,
): Promise<{ rows: ContractRecord[]; total: number }> {
  const where = and(
    eq(contracts.ownerId, ownerId),
    filter.projectId ? eq(contracts.projectId, filter.projectId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    contractsOf(db, where)
      .orderBy(desc(contracts.createdAt), desc(contracts.number), desc(contracts.revision))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: count() }).from(contracts).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** One of the owner's contracts, or undefined (another account's is not told apart). */
export async function ownedContractRecord(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<ContractRecord | undefined> {
  const [row] = await contractsOf(db, and(eq(contracts.ownerId, ownerId), eq(contracts.id, id))).limit(1);
  return row;
}

/** The time of a signer's latest answer of this kind on the trail, or null. */
const latestAnswer = (type: 'declined' | 'changeRequested') =>
  sql`(select max(e.at) from ${contractEvents} e
    where e.contract_id = ${contractSigners}.contract_id and e.signer_id = ${contractSigners}.id
      and e.type = ${type})`.mapWith(contractEvents.at) as SQL<Date | null>;

/** A contract's signers in the order of its signature blocks, with their latest decline and change request. */
export async function signersWithAnswers(db: Queryable, contractId: string) {
  return db
    .select({
      signer: contractSigners,
      declinedAt: latestAnswer('declined'),
      changeRequestedAt: latestAnswer('changeRequested'),
    })
    .from(contractSigners)
    .where(eq(contractSigners.contractId, contractId))
    .orderBy(asc(contractSigners.position));
}
export type SignerRecord = Awaited<ReturnType<typeof signersWithAnswers>>[number];

export type InvoiceRecord = {
  invoice: typeof clientInvoices.$inferSelect;
  projectId: string;
};

/** The owner's invoices to clients (of one contract, if named), newest first, and how many. */
export async function invoicesPage(
  db: Queryable,
  ownerId: string,
  filter: { contractId?: string | undefined },
  window: PageWindow,
): Promise<{ rows: InvoiceRecord[]; total: number }> {
  const where = and(
    eq(clientInvoices.ownerId, ownerId),
    filter.contractId ? eq(clientInvoices.contractId, filter.contractId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: clientInvoices, projectId: sql<string>`${contracts.projectId}` })
      .from(clientInvoices)
      .innerJoin(contracts, eq(contracts.id, clientInvoices.contractId))
      .where(where)
      .orderBy(desc(clientInvoices.issuedAt), desc(clientInvoices.number))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: count() }).from(clientInvoices).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** The payments of these invoices, oldest first. */
export async function paymentsOfInvoices(db: Queryable, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(clientPayments)
    .where(inArray(clientPayments.invoiceId, [...invoiceIds]))
    .orderBy(asc(clientPayments.createdAt), asc(clientPayments.id));
}
export type PaymentRecord = Awaited<ReturnType<typeof paymentsOfInvoices>>[number];
