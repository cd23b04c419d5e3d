import {
  contractTypes,
  languageOf,
  type IntegratorContractDetail,
  type IntegratorTemplate,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { groupRows } from '../../db/group-rows.js';
import { notFound } from '../../http/app-error.js';
import type { BillingMode } from '../billing/standing.js';
import { contractsPolicy } from '../contracts/contracts.policy.js';
import { templatesService } from '../templates/templates.service.js';
import { contractDetailShape, contractShape, invoiceShape, projectShape } from './integrator-shapes.js';
import {
  clientsOfProjects,
  contractsPage,
  invoicesPage,
  ownedContractRecord,
  ownsProject,
  paymentsOfInvoices,
  projectsPage,
  signersWithAnswers,
  type ClientRow,
  type PaymentRecord,
} from './integrator.repository.js';

export interface IntegratorReadDeps {
  db: Db;
  /** Where the sealed PDF's download is, in a contract's answer. */
  publicUrl: string;
  billingMode: BillingMode;
  now?: () => Date;
}

interface PageAsked {
  Page: number;
  PageSize: number;
}

const windowOf = (page: PageAsked) => ({ limit: page.PageSize, offset: (page.Page - 1) * page.PageSize });
const pageOf = <T>(page: PageAsked, items: T[], total: number) => ({
  Items: items,
  Page: page.Page,
  PageSize: page.PageSize,
  Total: total,
});

/**
 * What an integration reads of the account (issue 34 §1), in the public shapes: the caller's own rows
 * only, and another account's id answered 404 as one that does not exist.
 */
export function integratorReadService({
  db,
  publicUrl,
  billingMode,
  now = () => new Date(),
}: IntegratorReadDeps) {
  const policy = contractsPolicy(db);
  const templates = templatesService(db, billingMode);

  return {
    async projects(userId: string, page: PageAsked) {
      const { rows, total } = await projectsPage(db, userId, windowOf(page));
      const clients = await clientsOfProjects(
        db,
        rows.map((row) => row.id),
      );
      const clientsBy = groupRows<ClientRow>(
        clients.map((row) => ({ key: row.projectId, value: row.client })),
      );
      return pageOf(
        page,
        rows.map((row) => projectShape(row, clientsBy.get(row.id) ?? [])),
        total,
      );
    },

    /** The client templates a contract may be made from. */
    async templates(userId: string): Promise<IntegratorTemplate[]> {
      return (await templates.list(userId, contractTypes.client)).map((template) => ({
        Id: template.Id,
        Name: template.Tag,
        Language: languageOf(template.Language),
        Clauses: template.Terms.length,
      }));
    },

    async contracts(userId: string, asked: PageAsked & { ProjectId?: string | undefined }) {
      if (asked.ProjectId && !(await ownsProject(db, userId, asked.ProjectId))) throw notFound();
      const { rows, total } = await contractsPage(
        db,
        userId,
        { projectId: asked.ProjectId },
        windowOf(asked),
      );
      const at = now();
      return pageOf(
        asked,
        rows.map((row) => contractShape(row, at)),
        total,
      );
    },

    async contract(userId: string, id: string): Promise<IntegratorContractDetail> {
      const record = await ownedContractRecord(db, userId, id);
      if (!record) throw notFound();
      const signers = await signersWithAnswers(db, record.contract.id);
      return contractDetailShape(record, signers, publicUrl, now());
    },

    async payments(userId: string, asked: PageAsked & { ContractId?: string | undefined }) {
      if (asked.ContractId) await policy.ownContract({ userId }, asked.ContractId);
      const { rows, total } = await invoicesPage(
        db,
        userId,
        { contractId: asked.ContractId },
        windowOf(asked),
      );
      const payments = await paymentsOfInvoices(
        db,
        rows.map((row) => row.invoice.id),
      );
      const paymentsBy = groupRows<PaymentRecord>(
        payments.map((one) => ({ key: one.invoiceId, value: one })),
      );
      const at = now();
      return pageOf(
        asked,
        rows.map((row) => invoiceShape(row, paymentsBy.get(row.invoice.id) ?? [], at)),
        total,
      );
    },
  };
}
