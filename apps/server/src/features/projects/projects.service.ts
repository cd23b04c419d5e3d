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

/** Contract rows under their project's id, in their order. */
function contractsByProject(rows: ProjectContractRow[]): Map<string, ProjectContractRow[]> {
  return groupRows(rows.flatMap((row) => (row.projectId ? [{ key: row.projectId, value: row }] : [])));
}

/** An own project as its owner sees it, from its row, contacts and contracts. */
function ownedDto(
  row: ProjectRow,
  parts: {
    ownerName: string;
    clients: ClientRow[];
    subcontractors: SubcontractorRow[];
    contracts: ProjectContractRow[];
  },
): ProjectDto {
  return ownerProjectDto(row, {
    ownerName: parts.ownerName,
    clients: parts.clients,
    subcontractors: parts.subcontractors,
    deletable: !parts.contracts.some((contract) => contract.status === contractStatuses.signed),
    contracts: parts.contracts
      .filter((contract) => contract.current)
      .map((contract) => contractSummary(contract, row.province)),
  });
}

/** A project someone else manages, as a party sees it: with the contracts sent to their verified email. */
function partyDto(
  row: ProjectRow,
  ownerName: string,
  role: 'Client' | 'Sub-Contractor',
  contracts: ProjectContractRow[],
  verifiedEmail: string,
): ProjectDto {
  return {
    ...partyProjectDto(row, ownerName, role),
    Contracts: contracts.flatMap((contract) => {
      const summary = receivedContractSummary(contract, row.province, verifiedEmail);
      return summary ? [summary] : [];
    }),
  };
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
    const contractsBy = contractsByProject(contractRows);
    return rows.map((row) =>
      ownedDto(row, {
        ownerName,
        clients: clientsBy.get(row.id) ?? [],
        subcontractors: subcontractorsBy.get(row.id) ?? [],
        contracts: contractsBy.get(row.id) ?? [],
      }),
    );
  }

  /** Projects where the caller is a party, by the account's verified email only. */
  async function asParty(userId: string, filter: { ids?: string[] } = {}): Promise<DatedProject[]> {
    const verified = await policy.verifiedEmail(userId);
    if (!verified) return [];
    const rows = await partyProjects(db, userId, verified, filter);
    const received = contractsByProject(
      await contractsOfProjects(
        db,
        rows.map((row) => row.project.id),
      ),
    );
    return rows.map((row) => ({
      createdAt: row.project.createdAt,
      dto: partyDto(
        row.project,
        displayOwnerName(row.ownerBusinessName, row.ownerFirstName, row.ownerLastName),
        row.role,
        received.get(row.project.id) ?? [],
        verified,
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

    /**
     * One page of one status, for My Projects: the cost does not grow with the number of projects
     * shown. Two statements (three when a contract on the page was sent): the page with its contacts,
     * then the contracts of every project on it.
     */
    async page(userId: string, status: ProjectStatus, pageIndex: number, pageSize: number) {
      const { caller, verifiedEmail, entries, total } = await projectPage(db, userId, status, {
        limit: pageSize,
        offset: (pageIndex - 1) * pageSize,
      });
      const contractsBy = contractsByProject(
        await contractsOfProjects(
          db,
          entries.map((entry) => entry.row.id),
        ),
      );
      const ownerName = caller
        ? displayOwnerName(caller.businessName, caller.firstName, caller.lastName)
        : '';
      const rows = entries.flatMap(({ row, role, owner, clients, subcontractors }) => {
        const contracts = contractsBy.get(row.id) ?? [];
        if (!role) return [ownedDto(row, { ownerName, clients, subcontractors, contracts })];
        // Only a verified email makes the caller a party: the page holds none without one.
        if (!owner || !verifiedEmail) return [];
        const name = displayOwnerName(owner.businessName, owner.firstName, owner.lastName);
        return [partyDto(row, name, role, contracts, verifiedEmail)];
      });
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
