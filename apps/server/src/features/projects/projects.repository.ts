import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL, type Table } from 'drizzle-orm';
import type { ProjectStatus } from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { namedStatement } from '../../db/named-statement.js';
import {
  businesses,
  clients,
  projectClients,
  projects,
  projectListVersions,
  projectSubcontractors,
  subcontractors,
  users,
} from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;

/** A project someone else manages on which the caller is a client or a sub-contractor. */
export interface PartyProjectRow {
  project: ProjectRow;
  role: 'Client' | 'Sub-Contractor';
  ownerBusinessName: string | null;
  ownerFirstName: string;
  ownerLastName: string;
}

export async function ownedProject(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.id, id)))
    .limit(1);
  return row;
}

/** Which of a contractor's projects: some ids; all without. */
export interface ProjectFilter {
  ids?: string[];
}

export async function ownedProjects(
  db: Queryable,
  ownerId: string,
  filter: ProjectFilter = {},
): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), filter.ids ? inArray(projects.id, filter.ids) : undefined))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** The projects where `email` is a client or a sub-contractor, with that role (SQL, for joins). */
function partyOf(email: string | SQL) {
  return sql`(
    select pc.project_id, 'Client' as role from ${projectClients} pc
      join ${clients} c on c.id = pc.client_id where lower(c.email) = ${email}
    union
    select ps.project_id, 'Sub-Contractor' as role from ${projectSubcontractors} ps
      join ${subcontractors} s on s.id = ps.subcontractor_id where lower(s.email) = ${email}
  )`;
}

/** What a user is to a project: its owner, or a party by their verified email. */
export type ProjectRelation = 'owner' | 'Client' | 'Sub-Contractor';

/**
 * The role of each of these projects that `email` (verified) makes the user a party to, with the
 * project's status: one query. Their own projects and the others are absent.
 */
export async function partyRelations(
  db: Queryable,
  userId: string,
  email: string,
  ids: string[],
): Promise<{ id: string; relation: 'Client' | 'Sub-Contractor'; status: ProjectStatus }[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{
    id: string;
    relation: 'Client' | 'Sub-Contractor';
    status: ProjectStatus;
  }>(
    sql`select p.id, min(party.role) as relation, p.status from ${projects} p
          join ${partyOf(email)} party on party.project_id = p.id
          where p.owner_id <> ${userId} and p.id in (${idList})
          group by p.id, p.status`,
  );
  return result.rows;
}

export type ClientRow = typeof clients.$inferSelect;
export type SubcontractorRow = typeof subcontractors.$inferSelect;

/** The names a contractor is shown by (displayOwnerName makes one of them). */
export interface OwnerNames {
  businessName: string | null;
  firstName: string;
  lastName: string;
}

export interface ProjectPageEntry {
  row: ProjectRow;
  /** Null for the caller's own project. */
  role: 'Client' | 'Sub-Contractor' | null;
  /** An own project's clients in block order; empty for a party's. */
  clients: ClientRow[];
  /** An own project's sub-contractors in the order they were added; empty for a party's. */
  subcontractors: SubcontractorRow[];
  /** Who manages a project the caller is a party to; null for their own. */
  owner: OwnerNames | null;
}

export interface ProjectPage {
  /** The caller's names, for their own projects; null for an unknown id. */
  caller: OwnerNames | null;
  /** The caller's email once verified (lower case), or null: what makes them a party. */
  verifiedEmail: string | null;
  entries: ProjectPageEntry[];
  total: number;
}

/**
 * Reads a row as `row_to_json` writes it through the table's own column mappings. The columns are
 * looked up once per table, not per row (a page holds some sixty rows).
 */
function rowReaderOf<T extends Table>(table: T): (json: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, column }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, column } of columns) {
      const value = json[column.name];
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

const projectFromJson = rowReaderOf(projects);
const clientFromJson = rowReaderOf(clients);
const subcontractorFromJson = rowReaderOf(subcontractors);

interface PageEntryJson {
  role: ProjectPageEntry['role'];
  row: Record<string, unknown>;
  clients: Record<string, unknown>[] | null;
  subcontractors: Record<string, unknown>[] | null;
  owner: OwnerNames | null;
}

interface PageJson extends Record<string, unknown> {
  caller: (OwnerNames & { email: string; verified: boolean }) | null;
  total: number;
  entries: PageEntryJson[] | null;
}

const callerId = sql.placeholder('userId');
const shownStatus = sql.placeholder('status');
// A party is matched by the verified email only; an unverified caller's is null and matches nothing.
const verifiedEmailOfUser = sql`(select lower(u.email) from ${users} u where u.id = ${callerId} and u.email_confirmed_at is not null)`;

const pageStatement = namedStatement<PageJson>(
  'project-page',
  sql`
    with entries as (
      select p.id, p.created_at, null::text as role, p.owner_id from ${projects} p
        where p.owner_id = ${callerId} and p.status = ${shownStatus}
      union all
      select p.id, p.created_at, min(party.role) as role, p.owner_id from ${projects} p
        join ${partyOf(verifiedEmailOfUser)} party on party.project_id = p.id
        where p.owner_id <> ${callerId} and p.status = ${shownStatus}
        group by p.id, p.created_at, p.owner_id
    )
    select
      (select json_build_object('businessName', b.name, 'firstName', u.first_name, 'lastName', u.last_name,
                                'email', u.email, 'verified', u.email_confirmed_at is not null)
         from ${users} u left join ${businesses} b on b.user_id = u.id where u.id = ${callerId}) as caller,
      (select count(*)::int from entries) as total,
      -- JSON is made for the page shown only, each row looked up by its key, not for every project
      -- counted (at 1,000 projects: 1.5 ms instead of 8.5 ms).
      (select json_agg(json_build_object(
           'role', shown.role,
           'row', (select row_to_json(p) from ${projects} p where p.id = shown.id),
           -- Each contact is read by its key in a subquery of its own: a join here may be planned as a
           -- scan of all the contractor's contacts once per project (seen on tables not yet analysed).
           'clients', case when shown.role is null then (
             select coalesce(json_agg((
               select row_to_json(c) from ${clients} c where c.id = pc.client_id
             ) order by pc.position), '[]') from ${projectClients} pc where pc.project_id = shown.id
           ) end,
           'subcontractors', case when shown.role is null then (
             select coalesce(json_agg((
               select row_to_json(s) from ${subcontractors} s where s.id = ps.subcontractor_id
             ) order by ps.added_at), '[]') from ${projectSubcontractors} ps where ps.project_id = shown.id
           ) end,
           'owner', case when shown.role is not null then (
             select json_build_object('businessName', b.name, 'firstName', u.first_name, 'lastName', u.last_name)
               from ${users} u left join ${businesses} b on b.user_id = u.id where u.id = shown.owner_id
           ) end
         ) order by shown.created_at desc, shown.id desc)
         from (
           select id, role, created_at, owner_id from entries order by created_at desc, id desc
           limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
         ) shown) as entries`,
);

/**
 * One page of one status of the projects a user sees, newest first, with the total: their own, with
 * their clients and sub-contractors, and those their verified email makes them a party to, with who
 * manages them. One statement, sized by the page, that also reads the caller's names and verified
 * email: each statement is a round trip and a parse, which at 10 connections cost more than the
 * rows (issue 28 §3).
 */
export async function projectPage(
  db: Db,
  userId: string,
  status: ProjectStatus,
  page: { limit: number; offset: number },
): Promise<ProjectPage> {
  const [found] = await pageStatement(db, { userId, status, ...page });
  const caller = found?.caller ?? null;
  const entries = (found?.entries ?? []).map((entry) => ({
    role: entry.role,
    row: projectFromJson(entry.row),
    clients: (entry.clients ?? []).map(clientFromJson),
    subcontractors: (entry.subcontractors ?? []).map(subcontractorFromJson),
    owner: entry.owner,
  }));
  return {
    caller: caller && {
      businessName: caller.businessName,
      firstName: caller.firstName,
      lastName: caller.lastName,
    },
    verifiedEmail: caller?.verified ? caller.email.toLowerCase() : null,
    entries,
    total: found?.total ?? 0,
  };
}

/**
 * Other contractors' projects naming `email` as a client or a sub-contractor: one query. Only a
 * verified email is ever passed here, so nobody sees a project by typing someone else's address.
 */
export async function partyProjects(db: Db, userId: string, email: string, filter: ProjectFilter = {}) {
  const party = partyOf(email);
  const rows = await db
    .select({
      project: projects,
      role: sql<'Client' | 'Sub-Contractor'>`min(party.role)`,
      ownerBusinessName: businesses.name,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(projects)
    .innerJoin(sql`${party} as party`, sql`party.project_id = ${projects.id}`)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(businesses, eq(businesses.userId, projects.ownerId))
    .where(and(ne(projects.ownerId, userId), filter.ids ? inArray(projects.id, filter.ids) : undefined))
    .groupBy(projects.id, businesses.name, users.firstName, users.lastName)
    .orderBy(desc(projects.createdAt));
  return rows satisfies PartyProjectRow[];
}

/** The clients of these projects, in block order: one query. */
export async function clientsOfProjects(db: Queryable, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: projectClients.projectId, client: clients })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(inArray(projectClients.projectId, projectIds))
    .orderBy(asc(projectClients.position));
}

/** The sub-contractors of these projects, in the order they were added: one query. */
export async function subcontractorsOfProjects(db: Queryable, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: projectSubcontractors.projectId, subcontractor: subcontractors })
    .from(projectSubcontractors)
    .innerJoin(subcontractors, eq(subcontractors.id, projectSubcontractors.subcontractorId))
    .where(inArray(projectSubcontractors.projectId, projectIds))
    .orderBy(asc(projectSubcontractors.addedAt));
}

export async function ownerBusinessName(db: Queryable, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ name: businesses.name, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(eq(users.id, ownerId))
    .limit(1);
  return row ? displayOwnerName(row.name, row.firstName, row.lastName) : '';
}

export function displayOwnerName(businessName: string | null, firstName: string, lastName: string): string {
  return businessName?.trim() || `${firstName} ${lastName}`.trim();
}

/** The contractor's project-list version (0 before their first project): what the list cache is keyed by. */
export async function projectListVersion(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ version: projectListVersions.version })
    .from(projectListVersions)
    .where(eq(projectListVersions.ownerId, ownerId));
  return row?.version ?? 0;
}

/**
 * Which of these ids are the owner's projects, each locked until the transaction ends (in id order, so
 * two deletes cannot deadlock): no contract can be added to them meanwhile.
 */
export async function lockOwnedProjects(tx: Queryable, ownerId: string, ids: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, ids)))
    .orderBy(asc(projects.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function deleteOwnedProjects(tx: Queryable, ownerId: string, ids: string[]): Promise<void> {
  await tx.delete(projects).where(and(eq(projects.ownerId, ownerId), inArray(projects.id, ids)));
}

export type ProjectValues = Pick<
  typeof projects.$inferInsert,
  'name' | 'comments' | 'address' | 'unit' | 'city' | 'province' | 'postalCode'
>;

export async function insertProject(tx: Queryable, ownerId: string, values: ProjectValues): Promise<string> {
  const [inserted] = await tx
    .insert(projects)
    .values({ ownerId, ...values })
    .returning({ id: projects.id });
  if (!inserted) throw new Error('project insert returned nothing');
  return inserted.id;
}

/** Answers false when the project is not the owner's. */
export async function updateOwnedProject(
  tx: Queryable,
  ownerId: string,
  id: string,
  values: Partial<ProjectValues> & { status?: ProjectStatus },
): Promise<boolean> {
  const updated = await tx
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  return updated.length > 0;
}

/** Makes `clientIds` the project's client blocks, in that order. */
export async function replaceProjectClients(tx: Queryable, projectId: string, clientIds: string[]) {
  await tx.delete(projectClients).where(eq(projectClients.projectId, projectId));
  if (clientIds.length > 0) {
    await tx
      .insert(projectClients)
      .values(clientIds.map((clientId, position) => ({ projectId, clientId, position })));
  }
}
