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
import { badRequest, notFound } from '../../http/app-error.js';
import type { ClientRow, SubcontractorRow } from '../contacts/contacts.dto.js';
import { saveClientBlocks } from '../contacts/contacts.service.js';
import {
  contractSummary,
  contractsOfProjects,
  receivedContractSummary,
  deleteUnsignedContractsOfProjects,
  lockContractsOfProjects,
  projectsWithSignedContracts,
  type ProjectContractRow,
} from '../contracts/contracts.service.js';
import { projectListCache, type ListedProject } from './project-list-cache.js';
import { ownerProjectDto, partyProjectDto, projectSchema, type ProjectDto } from './projects.dto.js';
import {
  clientsOfProjects,
  deleteOwnedProjects,
  displayOwnerName,
  insertProject,
  lockOwnedProjects,
  ownedProject,
  ownedProjects,
  projectListVersion,
  projectPage,
  ownerBusinessName,
  partyProjects,
  replaceProjectClients,
  subcontractorsOfProjects,
  updateOwnedProject,
  type ProjectRow,
} from './projects.repository.js';
import { projectsPolicy, type ProjectAccess } from './projects.policy.js';

function normaliseProject(form: ProjectForm): ProjectForm {
  return { ...normaliseContact(form), Clients: form.Clients.map((client) => normaliseContact(client)) };
}

/** Writes the form's client blocks (updating the caller's existing clients) and links them in order. */
async function saveProjectClients(tx: Queryable, ownerId: string, projectId: string, blocks: ClientForm[]) {
  const clientIds = await saveClientBlocks(tx, ownerId, blocks);
  if (!clientIds) throw notFound();
  await replaceProjectClients(tx, projectId, clientIds);
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
  const policy = projectsPolicy(db);

  /** The owner's projects with their contacts: a fixed number of queries whatever the row count. */
  async function ownedWithContacts(ownerId: string, rows: ProjectRow[]): Promise<ProjectDto[]> {
    const ids = rows.map((row) => row.id);
    const [ownerName, clientRows, subcontractorRows, contractRows] = await Promise.all([
      ownerBusinessName(db, ownerId),
      clientsOfProjects(db, ids),
      subcontractorsOfProjects(db, ids),
      contractsOfProjects(db, ids),
    ]);
    const clientsBy = groupRows<ClientRow>(
      clientRows.map((row) => ({ key: row.projectId, value: row.client })),
    );
    const subcontractorsBy = groupRows<SubcontractorRow>(
      subcontractorRows.map((row) => ({ key: row.projectId, value: row.subcontractor })),
    );
    const contractsBy = groupRows<ProjectContractRow>(
      contractRows.flatMap((row) => (row.projectId ? [{ key: row.projectId, value: row }] : [])),
    );
    return rows.map((row) => {
      const projectContracts = contractsBy.get(row.id) ?? [];
      return ownerProjectDto(row, {
        ownerName,
        clients: clientsBy.get(row.id) ?? [],
        subcontractors: subcontractorsBy.get(row.id) ?? [],
        deletable: !projectContracts.some((contract) => contract.status === contractStatuses.signed),
        contracts: projectContracts
          .filter((contract) => contract.current)
          .map((contract) => contractSummary(contract, row.province)),
      });
    });
  }

  /**
   * Projects where the caller is a party, by the account's verified email only (`email`, when the
   * caller already knows it; null when unverified).
   */
  async function asParty(
    userId: string,
    filter: { ids?: string[] } = {},
    email: string | null | undefined = undefined,
  ): Promise<DatedProject[]> {
    const verified = email === undefined ? await policy.verifiedEmail(userId) : email;
    if (!verified) return [];
    const rows = await partyProjects(db, userId, verified, filter);
    const received = await contractsOfProjects(
      db,
      rows.map((row) => row.project.id),
    );
    return rows.map((row) => ({
      createdAt: row.project.createdAt,
      dto: {
        ...partyProjectDto(
          row.project,
          displayOwnerName(row.ownerBusinessName, row.ownerFirstName, row.ownerLastName),
          row.role,
        ),
        Contracts: received.flatMap((contract) => {
          if (contract.projectId !== row.project.id) return [];
          const summary = receivedContractSummary(contract, row.project.province, verified);
          return summary ? [summary] : [];
        }),
      },
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
        ownerProjectDto(row, {
          ownerName,
          clients: [],
          subcontractors: [],
          deletable: !signed.has(row.id),
          contracts: [],
        }),
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
      const email = await policy.verifiedEmail(userId);
      const { entries, total } = await projectPage(db, userId, email, status, {
        limit: pageSize,
        offset: (pageIndex - 1) * pageSize,
      });
      const partyIds = entries.flatMap((entry) => (entry.role ? [entry.id] : []));
      const partyRows = partyIds.length > 0 && email ? await asParty(userId, { ids: partyIds }, email) : [];
      const party = new Map(partyRows.map(({ dto }) => [dto.Id, dto]));
      const rows = await withContacts(
        userId,
        entries.map((entry) => ({ owned: entry.row ?? undefined, party: party.get(entry.id) })),
      );
      return { Rows: rows, Total: total };
    },

    /** One project, as the caller's access to it (from the policy) lets them see it. */
    async read(userId: string, id: string, access: ProjectAccess): Promise<ProjectDto> {
      if (access.row) {
        const [dto] = await ownedWithContacts(userId, [access.row]);
        if (!dto) throw notFound();
        return dto;
      }
      const [party] = await asParty(userId, { ids: [id] });
      if (!party) throw notFound();
      return party.dto;
    },

    async create(userId: string, input: ProjectForm): Promise<ProjectDto> {
      const form = normaliseProject(input);
      const problem = form.Clients.length === 0 ? firstNewProjectProblem(form) : firstProjectProblem(form);
      if (problem) throw badRequest(problem.message);
      const id = await db.transaction(async (tx) => {
        const inserted = await insertProject(tx, userId, projectValues(form));
        await saveProjectClients(tx, userId, inserted, form.Clients);
        return inserted;
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
        if (!(await updateOwnedProject(tx, userId, id, projectValues(form)))) throw notFound();
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
      if (!(await updateOwnedProject(db, userId, id, { status }))) throw notFound();
    },
  };
}
