import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClientForm, Language, SubcontractorForm } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { addressIn } from '../../db/address.js';
import { groupRows } from '../../db/group-rows.js';
import {
  clients,
  projectClients,
  projects,
  projectSubcontractors,
  subcontractors,
} from '../../db/schema/index.js';
import type { ClientRow, ContactProject, SubcontractorRow } from './contacts.dto.js';

export function clientValues(form: ClientForm) {
  return {
    businessName: form.BusinessName,
    firstName: form.FirstName,
    lastName: form.LastName,
    names: form.Name.filter((pair) => pair.FirstName.trim() || pair.LastName.trim()),
    sameAddress: form.SameAddress,
    ...addressIn(form),
    phone: form.Phone,
    fax: form.Fax,
    email: form.Email,
    // Left out, a saved contact keeps its language; a new one gets the rule's (insertClient).
    ...(form.Language ? { language: form.Language } : {}),
    // Left out, a new client is a consumer (the column's default) and a saved one keeps its status.
    ...(form.IsBusiness === undefined ? {} : { isBusiness: form.IsBusiness }),
  };
}

export function subcontractorValues(form: SubcontractorForm) {
  return {
    name: form.Name,
    contactFirstName: form.ContactFirstName,
    contactLastName: form.ContactLastName,
    ...addressIn(form),
    fax: form.Fax,
    phone: form.Phone,
    phoneExtension: form.PhoneExtension,
    email: form.Email,
    contactPhone: form.SamePhone ? form.Phone : form.ContactPhone,
    contactEmail: form.SameEmail ? form.Email : form.ContactEmail,
    samePhone: form.SamePhone,
    sameEmail: form.SameEmail,
    ...(form.Language ? { language: form.Language } : {}),
  };
}

/**
 * The owner's clients (all, or the one `id`) with the projects each belongs to: two queries, whatever
 * the count. Unordered: the service sorts them naturally, which SQL collations do not.
 */
export async function listClients(db: Queryable, ownerId: string, id?: string) {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.ownerId, ownerId), id ? eq(clients.id, id) : undefined));
  const links = await db
    .select({ key: projectClients.clientId, id: projects.id, name: projects.name, status: projects.status })
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(and(eq(projects.ownerId, ownerId), id ? eq(projectClients.clientId, id) : undefined))
    .orderBy(asc(projects.name));
  const byClient = groupRows<ContactProject>(
    links.map((link) => ({ key: link.key, value: { Id: link.id, Name: link.name, Status: link.status } })),
  );
  return rows.map((row) => ({ row, projects: byClient.get(row.id) ?? [] }));
}

/** The owner's sub-contractors (all, or the one `id`) with their projects: two queries, whatever the count. */
export async function listSubcontractors(db: Queryable, ownerId: string, id?: string) {
  const rows = await db
    .select()
    .from(subcontractors)
    .where(and(eq(subcontractors.ownerId, ownerId), id ? eq(subcontractors.id, id) : undefined));
  const links = await db
    .select({
      key: projectSubcontractors.subcontractorId,
      id: projects.id,
      name: projects.name,
      status: projects.status,
    })
    .from(projectSubcontractors)
    .innerJoin(projects, eq(projects.id, projectSubcontractors.projectId))
    .where(and(eq(projects.ownerId, ownerId), id ? eq(projectSubcontractors.subcontractorId, id) : undefined))
    .orderBy(asc(projects.name));
  const bySubcontractor = groupRows<ContactProject>(
    links.map((link) => ({ key: link.key, value: { Id: link.id, Name: link.name, Status: link.status } })),
  );
  return rows.map((row) => ({ row, projects: bySubcontractor.get(row.id) ?? [] }));
}

export async function ownedClients(db: Queryable, ownerId: string, ids: string[]): Promise<ClientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(clients)
    .where(and(eq(clients.ownerId, ownerId), inArray(clients.id, ids)));
}

/** Which of these ids are the owner's sub-contractors: one query, whatever the count. */
export async function ownedSubcontractorIds(
  db: Queryable,
  ownerId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subcontractors.id })
    .from(subcontractors)
    .where(and(eq(subcontractors.ownerId, ownerId), inArray(subcontractors.id, ids)));
  return rows.map((row) => row.id);
}

export async function ownedSubcontractor(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<SubcontractorRow | undefined> {
  const [row] = await db
    .select()
    .from(subcontractors)
    .where(and(eq(subcontractors.ownerId, ownerId), eq(subcontractors.id, id)))
    .limit(1);
  return row;
}

/** `language`: the client's when the form names none (defaultContactLanguage). */
export async function insertClient(
  tx: Queryable,
  ownerId: string,
  form: ClientForm,
  language: Language,
): Promise<ClientRow> {
  const [row] = await tx
    .insert(clients)
    .values({ ownerId, language, ...clientValues(form) })
    .returning();
  if (!row) throw new Error('client insert returned nothing');
  return row;
}

/** Answers undefined when the client is not the owner's. */
export async function updateOwnedClient(
  tx: Queryable,
  ownerId: string,
  id: string,
  form: ClientForm,
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(clients)
    .set(clientValues(form))
    .where(and(eq(clients.id, id), eq(clients.ownerId, ownerId)))
    .returning();
  return row;
}

export async function insertSubcontractor(
  tx: Queryable,
  ownerId: string,
  form: SubcontractorForm,
  language: Language,
) {
  const [row] = await tx
    .insert(subcontractors)
    .values({ ownerId, language, ...subcontractorValues(form) })
    .returning({ id: subcontractors.id });
  if (!row) throw new Error('sub-contractor insert returned nothing');
  return row.id;
}

/** Answers false when the sub-contractor is not the owner's. */
export async function updateOwnedSubcontractor(
  tx: Queryable,
  ownerId: string,
  id: string,
  form: SubcontractorForm,
): Promise<boolean> {
  const updated = await tx
    .update(subcontractors)
    .set(subcontractorValues(form))
    .where(and(eq(subcontractors.id, id), eq(subcontractors.ownerId, ownerId)))
    .returning({ id: subcontractors.id });
  return updated.length > 0;
}

/** Links a sub-contractor to a project; answers whether it was not in it yet. */
export async function linkSubcontractor(tx: Queryable, projectId: string, subcontractorId: string) {
  const inserted = await tx
    .insert(projectSubcontractors)
    .values({ projectId, subcontractorId })
    .onConflictDoNothing()
    .returning({ projectId: projectSubcontractors.projectId });
  return inserted.length > 0;
}

/** Answers whether the sub-contractor was on the project. */
export async function unlinkSubcontractor(tx: Queryable, projectId: string, subcontractorId: string) {
  const removed = await tx
    .delete(projectSubcontractors)
    .where(
      and(
        eq(projectSubcontractors.projectId, projectId),
        eq(projectSubcontractors.subcontractorId, subcontractorId),
      ),
    )
    .returning({ projectId: projectSubcontractors.projectId });
  return removed.length > 0;
}
