import { and, eq } from 'drizzle-orm';
import {
  clientRules,
  compareNatural,
  firstProblem,
  normaliseContact,
  subcontractorContactRules,
  type ClientForm,
  type Rule,
  type SubcontractorField,
  type SubcontractorForm,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { clients, projectSubcontractors, subcontractors } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/app-error.js';
import { subcontractorHasContracts } from '../contracts/contracts.repository.js';
import { ownedProject } from '../projects/projects.repository.js';
import { clientDto, subcontractorDto, type ClientDto, type SubcontractorDto } from './contacts.dto.js';
import {
  clientValues,
  listClients,
  listSubcontractors,
  ownedSubcontractor,
  subcontractorValues,
} from './contacts.repository.js';

type SubcontractorRules = readonly Rule<SubcontractorForm, SubcontractorField>[];

/** Doc 2 §4: sub-contractors are only added to current projects. */
async function requireCurrentProject(tx: Queryable, ownerId: string, projectId: string) {
  const project = await ownedProject(tx, ownerId, projectId);
  if (!project) throw notFound();
  if (project.status !== 0) throw badRequest('projectNotCurrent');
}

/** Links a sub-contractor to a project; answers whether it was not in it yet. */
async function addToProject(tx: Queryable, projectId: string, subcontractorId: string): Promise<boolean> {
  const inserted = await tx
    .insert(projectSubcontractors)
    .values({ projectId, subcontractorId })
    .onConflictDoNothing()
    .returning({ projectId: projectSubcontractors.projectId });
  return inserted.length > 0;
}

/** Doc 2: the contractor's reusable clients and sub-contractors. */
export function contactsService(db: Db) {
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

  return {
    /** Sorted by last then first name, numbers by value (N2 before N10), in the caller's language. */
    async clients(ownerId: string, language: string): Promise<ClientDto[]> {
      const compare = compareNatural(language);
      return (await listClients(db, ownerId))
        .sort((a, b) => compare(a.row.lastName, b.row.lastName) || compare(a.row.firstName, b.row.firstName))
        .map(({ row, projects }) => clientDto(row, projects));
    },

    async createClient(ownerId: string, input: ClientForm): Promise<ClientDto> {
      const form = await checkClient(input);
      const [row] = await db
        .insert(clients)
        .values({ ownerId, ...clientValues(form) })
        .returning();
      if (!row) throw new Error('client insert returned nothing');
      return clientDto(row);
    },

    async updateClient(ownerId: string, input: ClientForm): Promise<ClientDto> {
      if (!input.Id) throw notFound();
      const form = await checkClient(input);
      const [row] = await db
        .update(clients)
        .set(clientValues(form))
        .where(and(eq(clients.id, input.Id), eq(clients.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound();
      const [found] = await listClients(db, ownerId, row.id);
      return clientDto(row, found?.projects ?? []);
    },

    /** Sorted by business name then contact last name, numbers by value, in the caller's language. */
    async subcontractors(ownerId: string, language: string): Promise<SubcontractorDto[]> {
      const compare = compareNatural(language);
      return (await listSubcontractors(db, ownerId))
        .sort(
          (a, b) => compare(a.row.name, b.row.name) || compare(a.row.contactLastName, b.row.contactLastName),
        )
        .map(({ row, projects }) => subcontractorDto(row, projects));
    },

    /** Creates a sub-contractor, added to `ProjectId` when given, in one transaction. */
    async createSubcontractor(
      ownerId: string,
      input: SubcontractorForm,
      rules: SubcontractorRules = subcontractorContactRules,
    ): Promise<SubcontractorDto> {
      const form = checkSubcontractor(input, rules);
      const id = await db.transaction(async (tx) => {
        if (form.ProjectId) await requireCurrentProject(tx, ownerId, form.ProjectId);
        const [row] = await tx
          .insert(subcontractors)
          .values({ ownerId, ...subcontractorValues(form) })
          .returning({ id: subcontractors.id });
        if (!row) throw new Error('sub-contractor insert returned nothing');
        if (form.ProjectId) await addToProject(tx, form.ProjectId, row.id);
        return row.id;
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
      const added = await db.transaction(async (tx) => {
        const updated = await tx
          .update(subcontractors)
          .set(subcontractorValues(form))
          .where(and(eq(subcontractors.id, id), eq(subcontractors.ownerId, ownerId)))
          .returning({ id: subcontractors.id });
        if (updated.length === 0) throw notFound();
        if (!form.ProjectId) return false;
        await requireCurrentProject(tx, ownerId, form.ProjectId);
        return addToProject(tx, form.ProjectId, id);
      });
      return { subcontractor: await subcontractorWithProjects(ownerId, id), added };
    },

    async removeFromProject(ownerId: string, subcontractorId: string, projectId: string): Promise<void> {
      const [project, subcontractor] = await Promise.all([
        ownedProject(db, ownerId, projectId),
        ownedSubcontractor(db, ownerId, subcontractorId),
      ]);
      if (!project || !subcontractor) throw notFound();
      await db.transaction(async (tx) => {
        if (await subcontractorHasContracts(tx, projectId, subcontractorId)) {
          throw badRequest('subcontractorHasContracts');
        }
        const removed = await tx
          .delete(projectSubcontractors)
          .where(
            and(
              eq(projectSubcontractors.projectId, projectId),
              eq(projectSubcontractors.subcontractorId, subcontractorId),
            ),
          )
          .returning({ projectId: projectSubcontractors.projectId });
        if (removed.length === 0) throw notFound();
      });
    },
  };
}
