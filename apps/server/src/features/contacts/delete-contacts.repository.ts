import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  clients,
  contracts,
  contractSigners,
  projectClients,
  projects,
  projectSubcontractors,
  subcontractors,
} from '../../db/schema/index.js';

/** A contact about to be deleted: its id and the name a refusal gives it. */
export interface LockedContact {
  id: string;
  name: string;
}

/** A project that still uses a contact: through its project rows or a contract of it. */
export interface ContactUse {
  contactId: string;
  projectName: string;
}

/**
 * Which of these ids are the owner's clients, each locked until the transaction ends (in id order, so
 * two deletes cannot deadlock). The lock conflicts with the key-share lock any new reference takes
 * (a project's client block, a contract's signer), so none can be added meanwhile.
 */
export async function lockOwnedClients(
  tx: Queryable,
  ownerId: string,
  ids: string[],
): Promise<LockedContact[]> {
  const rows = await tx
    .select({
      id: clients.id,
      businessName: clients.businessName,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(clients)
    .where(and(eq(clients.ownerId, ownerId), inArray(clients.id, ids)))
    .orderBy(asc(clients.id))
    .for('update');
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim() || row.businessName,
  }));
}

/** The same for sub-contractors: their business name, else their contact's name. */
export async function lockOwnedSubcontractors(
  tx: Queryable,
  ownerId: string,
  ids: string[],
): Promise<LockedContact[]> {
  const rows = await tx
    .select({
      id: subcontractors.id,
      name: subcontractors.name,
      firstName: subcontractors.contactFirstName,
      lastName: subcontractors.contactLastName,
    })
    .from(subcontractors)
    .where(and(eq(subcontractors.ownerId, ownerId), inArray(subcontractors.id, ids)))
    .orderBy(asc(subcontractors.id))
    .for('update');
  return rows.map((row) => ({
    id: row.id,
    name: row.name.trim() || `${row.firstName} ${row.lastName}`.trim(),
  }));
}

/** The projects using these clients: as a client block, or through a contract's signer (drafts too). */
export async function clientUses(tx: Queryable, ids: string[]): Promise<ContactUse[]> {
  const onProjects = await tx
    .select({ contactId: projectClients.clientId, projectName: projects.name })
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(inArray(projectClients.clientId, ids))
    .orderBy(asc(projects.name));
  const onContracts = await tx
    .select({ contactId: contractSigners.clientId, projectName: projects.name })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(inArray(contractSigners.clientId, ids))
    .orderBy(asc(projects.name));
  return [...onProjects, ...onContracts].flatMap((use) =>
    use.contactId ? [{ contactId: use.contactId, projectName: use.projectName }] : [],
  );
}

/** The projects using these sub-contractors: added to them, or a party or signer of a contract. */
export async function subcontractorUses(tx: Queryable, ids: string[]): Promise<ContactUse[]> {
  const onProjects = await tx
    .select({ contactId: projectSubcontractors.subcontractorId, projectName: projects.name })
    .from(projectSubcontractors)
    .innerJoin(projects, eq(projects.id, projectSubcontractors.projectId))
    .where(inArray(projectSubcontractors.subcontractorId, ids))
    .orderBy(asc(projects.name));
  const asParty = await tx
    .select({ contactId: contracts.subcontractorId, projectName: projects.name })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(inArray(contracts.subcontractorId, ids))
    .orderBy(asc(projects.name));
  const asSigner = await tx
    .select({ contactId: contractSigners.subcontractorId, projectName: projects.name })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(inArray(contractSigners.subcontractorId, ids))
    .orderBy(asc(projects.name));
  return [...onProjects, ...asParty, ...asSigner].flatMap((use) =>
    use.contactId ? [{ contactId: use.contactId, projectName: use.projectName }] : [],
  );
}

export async function deleteOwnedClients(tx: Queryable, ownerId: string, ids: string[]): Promise<void> {
  await tx.delete(clients).where(and(eq(clients.ownerId, ownerId), inArray(clients.id, ids)));
}

export async function deleteOwnedSubcontractors(
  tx: Queryable,
  ownerId: string,
  ids: string[],
): Promise<void> {
  await tx
    .delete(subcontractors)
    .where(and(eq(subcontractors.ownerId, ownerId), inArray(subcontractors.id, ids)));
}
