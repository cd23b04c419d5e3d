import {
  contractTypes,
  clientRules,
  compareNatural,
  defaultContactLanguage,
  firstProblem,
  normaliseContact,
  subcontractorContactRules,
  type ClientForm,
  type Language,
  type Rule,
  type SubcontractorField,
  type SubcontractorForm,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { badRequest, notFound } from '../../http/app-error.js';
import {
  contractSummary,
  contractsOfProjects,
  subcontractorHasContracts,
  type ProjectContractRow,
} from '../contracts/contracts.service.js';
import { accountLanguage } from '../auth/user-info.js';
import { projectsPolicy } from '../projects/projects.policy.js';
import { clientDto, subcontractorDto, type ClientDto, type SubcontractorDto } from './contacts.dto.js';
import {
  insertClient,
  insertSubcontractor,
  linkSubcontractor,
  listClients,
  listSubcontractors,
  ownedClients,
  unlinkSubcontractor,
  updateOwnedClient,
  updateOwnedSubcontractor,
} from './contacts.repository.js';

type SubcontractorRules = readonly Rule<SubcontractorForm, SubcontractorField>[];

/**
 * The language of a new contact: the one its form names, else French in Quebec and the contractor's
 * own elsewhere (defaultContactLanguage).
 */
async function newContactLanguage(
  db: Queryable,
  ownerId: string,
  form: { Language?: Language; Province: string },
): Promise<Language> {
  return form.Language ?? defaultContactLanguage(form.Province, await accountLanguage(db, ownerId));
}

/**
 * Saves a project's client blocks for the owner: updates the ones naming an existing client of theirs,
 * creates the others, and answers the clients' ids in block order (a repeated id once). Answers
 * undefined when a block names a client that is not the owner's. For the projects feature.
 */
export async function saveClientBlocks(
  tx: Queryable,
  ownerId: string,
  blocks: ClientForm[],
): Promise<string[] | undefined> {
  const seen = new Set<string>();
  const unique = blocks.filter((block) => !block.Id || (!seen.has(block.Id) && seen.add(block.Id)));
  const existingIds = unique.flatMap((block) => (block.Id ? [block.Id] : []));
  const existing = await ownedClients(tx, ownerId, existingIds);
  if (existing.length !== existingIds.length) return undefined;
  const clientIds: string[] = [];
  for (const block of unique) {
    if (block.Id) await updateOwnedClient(tx, ownerId, block.Id, block);
    clientIds.push(
      block.Id ?? (await insertClient(tx, ownerId, block, await newContactLanguage(tx, ownerId, block))).id,
    );
  }
  return clientIds;
}

/** Doc 2: the contractor's reusable clients and sub-contractors. */
export function contactsService(db: Db) {
  const projectsAccess = projectsPolicy(db);

  async function checkClient(input: ClientForm): Promise<ClientForm> {
    const form = normaliseContact(input);
    const problem = firstProblem(clientRules, form);
    if (problem) throw badRequest(problem.message);
    return form;
  }

  function checkSubcontractor(input: SubcontractorForm, rules: SubcontractorRules): SubcontractorForm {
    const form = normaliseContact(input);
    const problem = firstProblem(rules, form);
    if (problem) throw badRequest(problem.message);
    return form;
  }

  async function subcontractorWithProjects(ownerId: string, id: string): Promise<SubcontractorDto> {
    const [found] = await listSubcontractors(db, ownerId, id);
    if (!found) throw notFound();
    return subcontractorDto(found.row, found.projects);
  }

  /** The contracts of the contacts' projects (one query, and one for their signers). */
  async function contractsOf(found: readonly { projects: readonly { Id: string }[] }[]) {
    const ids = [...new Set(found.flatMap(({ projects }) => projects.map((project) => project.Id)))];
    return contractsOfProjects(db, ids);
  }

  /** A contact's contracts as My Contacts' Project Summary lists them: the latest of each chain. */
  const summaries = (rows: ProjectContractRow[], province: string) =>
    rows.filter((row) => row.current).map((row) => contractSummary(row, province));

  return {
    /** Sorted by last then first name, numbers by value (N2 before N10), in the caller's language. */
    async clients(ownerId: string, language: string): Promise<ClientDto[]> {
      const compare = compareNatural(language);
      const found = await listClients(db, ownerId);
      const contracts = await contractsOf(found);
      return found
        .sort((a, b) => compare(a.row.lastName, b.row.lastName) || compare(a.row.firstName, b.row.firstName))
        .map(({ row, projects }) => ({
          ...clientDto(row, projects),
          Contracts: summaries(
            contracts.filter(
              (one) => one.type === contractTypes.client && projects.some((p) => p.Id === one.projectId),
            ),
            row.province,
          ),
        }));
    },

    async createClient(ownerId: string, input: ClientForm): Promise<ClientDto> {
      const form = await checkClient(input);
      return clientDto(await insertClient(db, ownerId, form, await newContactLanguage(db, ownerId, form)));
    },

    async updateClient(ownerId: string, input: ClientForm): Promise<ClientDto> {
      if (!input.Id) throw notFound();
      const form = await checkClient(input);
      const row = await updateOwnedClient(db, ownerId, input.Id, form);
      if (!row) throw notFound();
      const [found] = await listClients(db, ownerId, row.id);
      return clientDto(row, found?.projects ?? []);
    },

    /** Sorted by business name then contact last name, numbers by value, in the caller's language. */
    async subcontractors(ownerId: string, language: string): Promise<SubcontractorDto[]> {
      const compare = compareNatural(language);
      const found = await listSubcontractors(db, ownerId);
      const contracts = await contractsOf(found);
      return found
        .sort(
          (a, b) => compare(a.row.name, b.row.name) || compare(a.row.contactLastName, b.row.contactLastName),
        )
        .map(({ row, projects }) => ({
          ...subcontractorDto(row, projects),
          Contracts: summaries(
            contracts.filter((one) => one.subcontractorId === row.id),
            row.province,
          ),
        }));
    },

    /** Creates a sub-contractor, added to `ProjectId` when given, in one transaction. */
    async createSubcontractor(
      ownerId: string,
      input: SubcontractorForm,
      rules: SubcontractorRules = subcontractorContactRules,
    ): Promise<SubcontractorDto> {
      const form = checkSubcontractor(input, rules);
      const { ProjectId: projectId } = form;
      const id = await db.transaction(async (tx) => {
        if (projectId)
          await projectsAccess.authorize({ userId: ownerId }, 'addSubcontractor', [projectId], tx);
        const created = await insertSubcontractor(
          tx,
          ownerId,
          form,
          await newContactLanguage(tx, ownerId, form),
        );
        if (projectId) await linkSubcontractor(tx, projectId, created);
        return created;
      });
      return subcontractorWithProjects(ownerId, id);
    },

    /** Saves a sub-contractor; with `ProjectId`, also adds it there. Answers whether it was added. */
    async updateSubcontractor(
      ownerId: string,
      input: SubcontractorForm,
    ): Promise<{ subcontractor: SubcontractorDto; added: boolean }> {
      const id = input.Id;
      if (!id) throw notFound();
      const form = checkSubcontractor(input, subcontractorContactRules);
      const { ProjectId: projectId } = form;
      const added = await db.transaction(async (tx) => {
        if (!(await updateOwnedSubcontractor(tx, ownerId, id, form))) throw notFound();
        if (!projectId) return false;
        await projectsAccess.authorize({ userId: ownerId }, 'addSubcontractor', [projectId], tx);
        return linkSubcontractor(tx, projectId, id);
      });
      return { subcontractor: await subcontractorWithProjects(ownerId, id), added };
    },

    /** Takes a sub-contractor off a project; the route's policies checked both are the caller's. */
    async removeFromProject(subcontractorId: string, projectId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (await subcontractorHasContracts(tx, projectId, subcontractorId)) {
          throw badRequest('subcontractorHasContracts');
        }
        if (!(await unlinkSubcontractor(tx, projectId, subcontractorId))) throw notFound();
      });
    },
  };
}
