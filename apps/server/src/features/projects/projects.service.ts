import { and, eq } from 'drizzle-orm';
import {
  contractStatuses,
  firstNewProjectProblem,
  firstProjectProblem,
  normaliseContact,
  type ClientForm,
  type ProjectForm,
  type ProjectStatus,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { addressIn } from '../../db/address.js';
import { groupRows } from '../../db/group-rows.js';
import { clients, projectClients, projects } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.repository.js';
import type { ClientRow, SubcontractorRow } from '../contacts/contacts.dto.js';
import { clientValues, ownedClients } from '../contacts/contacts.repository.js';
import {
  deleteUnsignedContractsOfProjects,
  lockContractsOfProjects,
  projectsWithSignedContracts,
} from '../contracts/contracts.repository.js';
import { projectListCache, type ListedProject } from './project-list-cache.js';
import { ownerProjectDto, partyProjectDto, projectSchema, type ProjectDto } from './projects.dto.js';
import {
  clientsOfProjects,
  deleteOwnedProjects,
  displayOwnerName,
  lockOwnedProjects,
  ownedProject,
  ownedProjects,
  projectListVersion,
  projectPage,
  ownerBusinessName,
  partyProjects,
  subcontractorsOfProjects,
  type ProjectRow,
} from './projects.repository.js';

function normaliseProject(form: ProjectForm): ProjectForm {
  return { ...normaliseContact(form), Clients: form.Clients.map((client) => normaliseContact(client)) };
}

/** Writes the form's client blocks (updating the caller's existing clients) and links them in order. */
async function saveProjectClients(tx: Queryable, ownerId: string, projectId: string, blocks: ClientForm[]) {
  const seen = new Set<string>();
  const unique = blocks.filter((block) => !block.Id || (!seen.has(block.Id) && seen.add(block.Id)));
  const existingIds = unique.flatMap((block) => (block.Id ? [block.Id] : []));
  const existing = await ownedClients(tx, ownerId, existingIds);
  if (existing.length !== existingIds.length) throw notFound();
  const clientIds: string[] = [];
  for (const block of unique) {
    if (block.Id) {
      await tx
        .update(clients)
        .set(clientValues(block))
        .where(and(eq(clients.id, block.Id), eq(clients.ownerId, ownerId)));
      clientIds.push(block.Id);
    } else {
      const [inserted] = await tx
        .insert(clients)
        .values({ ownerId, ...clientValues(block) })
        .returning({ id: clients.id });
      if (!inserted) throw new Error('client insert returned nothing');
      clientIds.push(inserted.id);
    }
  }
  await tx.delete(projectClients).where(eq(projectClients.projectId, projectId));
  if (clientIds.length > 0) {
    await tx
      .insert(projectClients)
      .values(clientIds.map((clientId, position) => ({ projectId, clientId, position })));
  }
}

const projectValues = (form: ProjectForm) => ({
  name: form.Name,
  comments: form.Comments,
  ...addressIn(form),
});

/** A project's answer with the time it sorts by. */
interface DatedProject {
  createdAt: Date;
  dto: ProjectDto;
}

/** Checks a project against the answer's schema and serializes it, as the route would. */
function listed({ createdAt, dto }: DatedProject): ListedProject {
  return { createdAt, json: JSON.stringify(projectSchema.parse(dto)) };
}

/** How many contractors' full lists stay in memory (a 1,000-project list is a few megabytes). */
const listCacheCapacity = 16;

/** Doc 2: projects, with their clients and sub-contractors, scoped to the signed-in contractor. */
export function projectsService(db: Db) {
  const cache = projectListCache(listCacheCapacity);

  /** The owner's projects with their contacts: a fixed number of queries whatever the row count. */
  async function ownedWithContacts(ownerId: string, rows: ProjectRow[]): Promise<ProjectDto[]> {
    const ids = rows.map((row) => row.id);
    const [ownerName, clientRows, subcontractorRows, signed] = await Promise.all([
      ownerBusinessName(db, ownerId),
      clientsOfProjects(db, ids),
      subcontractorsOfProjects(db, ids),
      projectsWithSignedContracts(db, ids),
    ]);
    const clientsBy = groupRows<ClientRow>(
      clientRows.map((row) => ({ key: row.projectId, value: row.client })),
    );
    const subcontractorsBy = groupRows<SubcontractorRow>(
      subcontractorRows.map((row) => ({ key: row.projectId, value: row.subcontractor })),
    );
    return rows.map((row) =>
      ownerProjectDto(row, {
        ownerName,
        clients: clientsBy.get(row.id) ?? [],
        subcontractors: subcontractorsBy.get(row.id) ?? [],
        deletable: !signed.has(row.id),
      }),
    );
  }

  /** Projects where the caller is a party, by the account's verified email only. */
  async function asParty(
    userId: string,
    filter: { ids?: string[]; status?: ProjectStatus } = {},
  ): Promise<DatedProject[]> {
    const user = await findUserById(db, userId);
    if (!user?.emailConfirmedAt) return [];
    const rows = await partyProjects(db, userId, user.email.toLowerCase(), filter);
    return rows.map((row) => ({
      createdAt: row.project.createdAt,
      dto: partyProjectDto(
        row.project,
        displayOwnerName(row.ownerBusinessName, row.ownerFirstName, row.ownerLastName),
        row.role,
      ),
    }));
  }

  /** All the contractor's own projects with their contacts, from the cache while the list is unchanged. */
  async function allOwned(ownerId: string): Promise<readonly ListedProject[]> {
    // Read before the rows: a write in between only makes the entry newer than its key.
    const version = await projectListVersion(db, ownerId);
    const cached = cache.get(ownerId, version);
    if (cached) return cached;
    const rows = await ownedProjects(db, ownerId);
    const dtos = await ownedWithContacts(ownerId, rows);
    return cache.set(
      ownerId,
      version,
      rows.flatMap((row, index) => {
        const dto = dtos[index];
        return dto ? [listed({ createdAt: row.createdAt, dto })] : [];
      }),
    );
  }

  /** Answers the entries in their order, loading the contacts of the owned ones in fixed queries. */
  async function withContacts(
    userId: string,
    entries: { owned: ProjectRow | undefined; party: ProjectDto | undefined }[],
  ): Promise<ProjectDto[]> {
    const ownedRows = entries.flatMap((entry) => (entry.owned ? [entry.owned] : []));
    const loaded = new Map((await ownedWithContacts(userId, ownedRows)).map((dto) => [dto.Id, dto]));
    return entries.flatMap((entry) => {
      const dto = entry.owned ? loaded.get(entry.owned.id) : entry.party;
      return dto ? [dto] : [];
    });
  }

  async function readOwned(ownerId: string, id: string): Promise<ProjectDto> {
    const row = await ownedProject(db, ownerId, id);
    if (!row) throw notFound();
    const [dto] = await ownedWithContacts(ownerId, [row]);
    if (!dto) throw notFound();
    return dto;
  }

  return {
    /** The caller's own projects without contacts, for pickers. */
    async liteList(userId: string): Promise<ProjectDto[]> {
      const owned = await ownedProjects(db, userId);
      const [ownerName, signed] = await Promise.all([
        ownerBusinessName(db, userId),
        projectsWithSignedContracts(
          db,
          owned.map((row) => row.id),
        ),
      ]);
      return owned.map((row) =>
        ownerProjectDto(row, { ownerName, clients: [], subcontractors: [], deletable: !signed.has(row.id) }),
      );
    },

    /**
     * The whole list (own projects and those the caller is a party to, newest first) as the JSON text
     * of a ProjectDto array: each project is checked against its schema and serialized once, when read
     * from the database, so an unchanged list of thousands is answered without rebuilding it.
     */
    async fullListJson(userId: string): Promise<string> {
      const [owned, theirs] = await Promise.all([allOwned(userId), asParty(userId)]);
      const entries = [...owned, ...theirs.map(listed)].sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
      );
      return `[${entries.map((entry) => entry.json).join(',')}]`;
    },

    /** One page of one status, for My Projects: the cost does not grow with the number of projects shown. */
    async page(userId: string, status: ProjectStatus, pageIndex: number, pageSize: number) {
      const user = await findUserById(db, userId);
      const email = user?.emailConfirmedAt ? user.email.toLowerCase() : null;
      const { entries, total } = await projectPage(db, userId, email, status, {
        limit: pageSize,
        offset: (pageIndex - 1) * pageSize,
      });
      const ownedIds = entries.flatMap((entry) => (entry.role ? [] : [entry.id]));
      const partyIds = entries.flatMap((entry) => (entry.role ? [entry.id] : []));
      const [ownedRows, partyRows] = await Promise.all([
        ownedIds.length > 0 ? ownedProjects(db, userId, { ids: ownedIds }) : [],
        partyIds.length > 0 && email ? asParty(userId, { ids: partyIds }) : [],
      ]);
      const owned = new Map(ownedRows.map((row) => [row.id, row]));
      const party = new Map(partyRows.map(({ dto }) => [dto.Id, dto]));
      const rows = await withContacts(
        userId,
        entries.map((entry) => ({ owned: owned.get(entry.id), party: party.get(entry.id) })),
      );
      return { Rows: rows, Total: total };
    },

    async read(userId: string, id: string): Promise<ProjectDto> {
      const row = await ownedProject(db, userId, id);
      if (row) return readOwned(userId, id);
      const [party] = await asParty(userId, { ids: [id] });
      if (!party) throw notFound();
      return party.dto;
    },

    async create(userId: string, input: ProjectForm): Promise<ProjectDto> {
      const form = normaliseProject(input);
      const problem = form.Clients.length === 0 ? firstNewProjectProblem(form) : firstProjectProblem(form);
      if (problem) throw badRequest(problem.message);
      const id = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(projects)
          .values({ ownerId: userId, ...projectValues(form) })
          .returning({ id: projects.id });
        if (!inserted) throw new Error('project insert returned nothing');
        await saveProjectClients(tx, userId, inserted.id, form.Clients);
        return inserted.id;
      });
      return readOwned(userId, id);
    },

    async update(userId: string, input: ProjectForm): Promise<ProjectDto> {
      if (!input.Id) throw notFound();
      const id = input.Id;
      const form = normaliseProject(input);
      const problem = firstProjectProblem(form);
      if (problem) throw badRequest(problem.message);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(projects)
          .set({ ...projectValues(form), updatedAt: new Date() })
          .where(and(eq(projects.id, id), eq(projects.ownerId, userId)))
          .returning({ id: projects.id });
        if (updated.length === 0) throw notFound();
        await saveProjectClients(tx, userId, id, form.Clients);
      });
      return readOwned(userId, id);
    },

    /**
     * All or nothing: one id that is not the caller's, or one signed contract, refuses the whole request.
     * The projects and their contracts are locked before the check, so a contract signed meanwhile
     * either commits first and refuses the delete, or waits for it and finds its contract gone.
     */
    async delete(userId: string, ids: string[]): Promise<void> {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const owned = await lockOwnedProjects(tx, userId, unique);
        if (owned.length !== unique.length) throw notFound();
        const statuses = await lockContractsOfProjects(tx, unique);
        if (statuses.includes(contractStatuses.signed)) throw badRequest('projectDeleteSigned');
        await deleteUnsignedContractsOfProjects(tx, unique);
        await deleteOwnedProjects(tx, userId, unique);
      });
    },

    async updateStatus(userId: string, id: string, status: ProjectStatus): Promise<void> {
      const updated = await db
        .update(projects)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(projects.id, id), eq(projects.ownerId, userId)))
        .returning({ id: projects.id });
      if (updated.length === 0) throw notFound();
    },
  };
}
