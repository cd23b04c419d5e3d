import { and, asc, desc, eq, gt, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { contractStatuses, type ContractStatus, type Payment } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  businesses,
  clientInvoices,
  clientPayments,
  contractAttachments,
  contractEvents,
  contracts,
  files,
  projects,
} from '../../db/schema/index.js';

/** A recipient's latest change request or decline of a contract (issue 32 §2), as lists read it. */
export interface LatestResponse {
  type: 'changeRequested' | 'declined';
  signerId: string | null;
  name: string;
  text: string;
  /** ISO time, as PostgreSQL writes it in JSON. */
  at: string;
}

/** A signed contract's invoice as lists read it (issue 33 §1): what it bills, its day, what came in. */
export interface InvoicedRecord {
  key: string;
  payableCents: number;
  /** YYYY-MM-DD. */
  dueOn: string;
  /** Received, less refunded. */
  paidCents: number;
}

/**
 * Of these projects, those holding a signed contract: one query. An amendment in progress does not
 * undo its original's signature, so any signed contract of the chain counts.
 */
export async function projectsWithSignedContracts(db: Queryable, projectIds: string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ projectId: contracts.projectId })
    .from(contracts)
    .where(and(inArray(contracts.projectId, projectIds), eq(contracts.status, contractStatuses.signed)));
  return new Set(rows.flatMap((row) => (row.projectId ? [row.projectId] : [])));
}

/**
 * The statuses of these projects' contracts, each row locked until the transaction ends, so none is
 * signed between this read and what the caller does with it. Rows are locked in id order, as every
 * caller does, so two of them cannot deadlock.
 */
export async function lockContractsOfProjects(
  tx: Queryable,
  projectIds: string[],
): Promise<ContractStatus[]> {
  const rows = await tx
    .select({ status: contracts.status })
    .from(contracts)
    .where(inArray(contracts.projectId, projectIds))
    .orderBy(asc(contracts.id))
    .for('update');
  return rows.map((row) => row.status);
}

/** Deletes these projects' unsigned contracts (the database refuses to delete a signed one). */
export async function deleteUnsignedContractsOfProjects(tx: Queryable, projectIds: string[]): Promise<void> {
  await tx
    .delete(contracts)
    .where(and(inArray(contracts.projectId, projectIds), ne(contracts.status, contractStatuses.signed)));
}

/** Whether a sub-contractor has any contract, of any status, on a project. */
export async function subcontractorHasContracts(
  db: Queryable,
  projectId: string,
  subcontractorId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.projectId, projectId), eq(contracts.subcontractorId, subcontractorId)))
    .limit(1);
  return row !== undefined;
}

export type ContractRow = typeof contracts.$inferSelect;
export type AttachmentRow = typeof contractAttachments.$inferSelect;

/** One of the owner's contracts, or undefined (another account's contract is not told apart). */
export async function ownedContract(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.id, id)))
    .limit(1);
  return row;
}

/** The owner's contract made with this draft key, if a first save already made it. */
export async function ownedContractByToken(
  db: Queryable,
  ownerId: string,
  token: string,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.token, token)))
    .limit(1);
  return row;
}

/** Locks the owner's contract row until the transaction ends (a save and a send cannot cross). */
export async function lockOwnedContract(
  tx: Queryable,
  ownerId: string,
  id: string,
): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.id, id)))
    .for('update');
  return row;
}

/** Serialises the making of the owner's contracts, so numbers and draft keys are given once. */
export async function lockOwnerContracts(tx: Queryable, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contracts:${ownerId}`}, 0))`);
}

/** The number the owner's next contract takes. */
export async function nextContractNumber(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(contracts.number) })
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId));
  return (row?.last ?? 0) + 1;
}

export type NewContractValues = Pick<
  typeof contracts.$inferInsert,
  | 'ownerId'
  | 'projectId'
  | 'type'
  | 'subcontractorId'
  | 'data'
  | 'token'
  | 'termsId'
  | 'expiresOn'
  | 'documentCode'
  | 'number'
  | 'revision'
  | 'originalId'
>;

export async function insertContract(tx: Queryable, values: NewContractValues): Promise<ContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

export type DraftValues = Pick<
  typeof contracts.$inferInsert,
  'data' | 'termsId' | 'expiresOn' | 'subcontractorId'
>;

export async function updateDraft(tx: Queryable, id: string, values: DraftValues): Promise<void> {
  await tx
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contracts.id, id), eq(contracts.status, contractStatuses.draft)));
}

/** Replaces a contract's schedules: slot 0 is Schedule A. */
export async function replaceAttachments(
  tx: Queryable,
  contractId: string,
  attachments: readonly { title: string; fileId: string }[],
): Promise<void> {
  await tx.delete(contractAttachments).where(eq(contractAttachments.contractId, contractId));
  if (attachments.length === 0) return;
  await tx
    .insert(contractAttachments)
    .values(attachments.map((attachment, slot) => ({ contractId, slot, ...attachment })));
}

/** A contract's schedules with their files, in slot order. */
export async function attachmentsOf(db: Queryable, contractId: string) {
  return db
    .select({ attachment: contractAttachments, file: files })
    .from(contractAttachments)
    .innerJoin(files, eq(files.id, contractAttachments.fileId))
    .where(eq(contractAttachments.contractId, contractId))
    .orderBy(asc(contractAttachments.slot));
}

/** The owner's contracts, newest first. */
export async function ownedContracts(db: Queryable, ownerId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId))
    .orderBy(desc(contracts.createdAt), desc(contracts.number));
}

const contractsOfProjectsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: contracts.id,
      projectId: contracts.projectId,
      type: contracts.type,
      status: contracts.status,
      subcontractorId: contracts.subcontractorId,
      originalId: contracts.originalId,
      createdAt: contracts.createdAt,
      sentAt: contracts.sentAt,
      expiresOn: contracts.expiresOn,
      number: contracts.number,
      revision: contracts.revision,
      originalPdfKey: contracts.originalPdfKey,
      sealedPdfKey: contracts.sealedPdfKey,
      documentCode: contracts.documentCode,
      clientCancelledAt: contracts.clientCancelledAt,
      // In the same statement (no round trip more): its index finds a contract's events.
      latestResponse: sql<LatestResponse | null>`(
        select json_build_object(
          'type', e.type, 'signerId', e.signer_id, 'name', e.actor_name,
          'text', coalesce(e.data->>'text', ''), 'at', e.at)
        from ${contractEvents} e
        where e.contract_id = ${contracts.id} and e.type in ('changeRequested', 'declined')
        order by e.at desc, e.id desc limit 1)`,
      scopeOfServices: sql<string | null>`${contracts.data}->>'ScopeOfServices'`,
      commencementDate: sql<string | null>`${contracts.data}->>'CommencementDate'`,
      // The price before tax, as the form stores it (a number; a draft may have none yet).
      totalCost: sql<string | null>`${contracts.data}->'Payment'->>'TotalCost'`,
      // What a signed contract's client owes (issue 33 §1): its schedule and the form's dates (the
      // holdback reads them), its invoices and what came in on each. Read in this statement, for the
      // signed contracts only: every view of My Projects runs it.
      payment: sql<Payment | null>`case when ${contracts.status} = ${contractStatuses.signed}
        then ${contracts.data}->'Payment' end`,
      completionDate: sql<string | null>`${contracts.data}->>'CompletionDate'`,
      invoices: sql<InvoicedRecord[] | null>`case when ${contracts.status} = ${contractStatuses.signed} then (
        select json_agg(json_build_object(
          'key', i.receivable_key, 'payableCents', i.payable_cents, 'dueOn', i.due_on,
          'paidCents', (select coalesce(sum(p.amount_cents - p.refunded_cents), 0) from ${clientPayments} p
                          where p.invoice_id = i.id and p.status = 'received')))
        from ${clientInvoices} i where i.contract_id = ${contracts.id}) end`,
      // The document taxes the price at the project's province's rates, read on the day it is dated
      // in the contractor's province.
      projectProvince: sql<string>`coalesce(${projects.province}, '')`,
      ownerProvince: sql<string>`coalesce(${businesses.province}, '')`,
      // The owner's party entry names the business (doc 2 §3); a contract with a project has an owner.
      ownerBusinessName: sql<string>`coalesce(${businesses.name}, '')`,
    })
    .from(contracts)
    .leftJoin(businesses, eq(businesses.userId, contracts.ownerId))
    .leftJoin(projects, eq(projects.id, contracts.projectId))
    .where(sql`${contracts.projectId} = any(${sql.placeholder('projectIds')}::uuid[])`)
    .orderBy(asc(contracts.createdAt), asc(contracts.number))
    .prepare('contracts-of-projects'),
);

/**
 * The contracts of these projects as lists show them, oldest first: one query, prepared (every view
 * of My Projects runs it).
 */
export async function contractsOfProjects(db: Queryable, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return contractsOfProjectsQuery(db).execute({ projectIds });
}
export type ProjectContractRecord = Awaited<ReturnType<typeof contractsOfProjects>>[number];

/** Marks a contract sent, with the PDF every recipient is asked to sign and where they sign it. */
export async function markSent(
  tx: Queryable,
  id: string,
  sent: Pick<
    typeof contracts.$inferInsert,
    | 'originalPdfKey'
    | 'originalSha256'
    | 'signatureLayout'
    | 'sendMessage'
    | 'englishPdfKey'
    | 'englishSha256'
    | 'englishSignatureLayout'
  >,
): Promise<void> {
  await tx
    .update(contracts)
    .set({ ...sent, status: contractStatuses.sent, sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(contracts.id, id));
}

export async function setContractStatus(tx: Queryable, id: string, status: ContractStatus): Promise<void> {
  await tx
    .update(contracts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(contracts.id, id));
}

/**
 * Declines a contract waiting for signatures (issue 32 §2): no one can sign it any more. Answers false
 * when it was no longer Sent.
 */
export async function markDeclined(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({ status: contractStatuses.declined, updatedAt: sql`now()` })
    .where(and(eq(contracts.id, id), eq(contracts.status, contractStatuses.sent)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}

/** Deletes a draft (the statement matches nothing once it was sent). */
export async function deleteDraft(tx: Queryable, id: string): Promise<void> {
  await tx.delete(contracts).where(and(eq(contracts.id, id), eq(contracts.status, contractStatuses.draft)));
}

/** The contract's amendments (contracts whose OriginalId is it). */
export async function amendmentsOf(db: Queryable, id: string): Promise<ContractRow[]> {
  return db.select().from(contracts).where(eq(contracts.originalId, id));
}

/** The highest revision of the owner's contract number: an amendment takes the next. */
export async function lastRevision(db: Queryable, ownerId: string, number: number): Promise<number> {
  const [row] = await db
    .select({ last: max(contracts.revision) })
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.number, number)));
  return row?.last ?? 0;
}

/** The versions a contract amends, newest first (following OriginalId back to the first). */
export async function originalsOf(db: Queryable, id: string): Promise<ContractRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive chain(id, original_id, depth) as (
      select id, original_id, 0 from contracts where id = ${id}
      union all
      select c.id, c.original_id, chain.depth + 1 from contracts c join chain on c.id = chain.original_id
      where chain.depth < 100
    )
    select id from chain where depth > 0 order by depth`);
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(contracts).where(inArray(contracts.id, ids));
  return ids.flatMap((one) => rows.filter((row) => row.id === one));
}

/**
 * The newest version of the owner's contract number after `revision` that went out for signature
 * (sent or signed), or undefined: where an amended contract's old links lead.
 */
export async function newerSentVersion(
  db: Queryable,
  ownerId: string,
  number: number,
  revision: number,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.ownerId, ownerId),
        eq(contracts.number, number),
        gt(contracts.revision, revision),
        inArray(contracts.status, [contractStatuses.sent, contractStatuses.signed]),
      ),
    )
    .orderBy(desc(contracts.revision))
    .limit(1);
  return row;
}

export async function contractById(db: Queryable, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  return row;
}

/**
 * Records that the consumer cancelled a signed contract within the period (issue 31 §2): its status
 * stays Signed. Answers the time recorded; undefined when it already was (the first time stands).
 */
export async function markCancelledByClient(tx: Queryable, id: string): Promise<Date | undefined> {
  const [row] = await tx
    .update(contracts)
    .set({ clientCancelledAt: sql`now()` })
    .where(and(eq(contracts.id, id), isNull(contracts.clientCancelledAt)))
    .returning({ at: contracts.clientCancelledAt });
  return row?.at ?? undefined;
}

/** Locks any contract row (signing, sealing: the caller is not its owner). */
export async function lockContract(tx: Queryable, id: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

export async function contractByDocumentCode(db: Queryable, code: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.documentCode, code)).limit(1);
  return row;
}

export async function contractBySealedSha256(
  db: Queryable,
  sha256: string,
): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.sealedSha256, sha256)).limit(1);
  return row;
}

/** Sent contracts whose every signer has signed but which have no seal yet (a lost seal job). */
export async function contractsAwaitingSeal(db: Queryable, signedBefore: Date, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from contracts c
    where c.status = 'Sent'
      and exists (select 1 from contract_signers s where s.contract_id = c.id)
      and not exists (select 1 from contract_signers s where s.contract_id = c.id and s.signed_at is null)
      and (select max(s.signed_at) from contract_signers s where s.contract_id = c.id) < ${signedBefore}
    order by c.id limit ${limit}`);
  return result.rows.map((row) => row.id);
}

/**
 * Sent contracts past their expiry date whose contractor was not told yet. The date is read in the
 * westernmost zone, so that an offer is never called expired while its own province is still on its
 * last day; eastern contractors hear of it a few hours after their midnight.
 */
export async function lapsedUntold(db: Queryable, limit: number): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.status, contractStatuses.sent),
        isNull(contracts.expiryNotifiedAt),
        sql`${contracts.expiresOn} is not null`,
        sql`${contracts.expiresOn} < (now() at time zone 'America/Vancouver')::date`,
      ),
    )
    .limit(limit);
}

/** Records that the contractor was told of the expiry; false when another sweep already did. */
export async function markExpiryNotified(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({ expiryNotifiedAt: sql`now()` })
    .where(and(eq(contracts.id, id), isNull(contracts.expiryNotifiedAt)))
    .returning({ id: contracts.id });
  return rows.length > 0;
}

/** Records the copy signed on paper, as scanned, that the seal will start from. */
export async function setPaperScan(tx: Queryable, contractId: string, scan: { key: string; sha256: string }) {
  await tx
    .update(contracts)
    .set({ paperScanKey: scan.key, paperScanSha256: scan.sha256, updatedAt: sql`now()` })
    .where(eq(contracts.id, contractId));
}
