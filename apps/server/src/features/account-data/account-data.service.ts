import { contractFormSchema, contractStatuses, type Language } from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import { readSettings } from '../auth/settings.service.js';
import { invoicesService } from '../billing/invoices.service.js';
import { subscriptionService } from '../billing/subscription.service.js';
import { contactsService } from '../contacts/contacts.service.js';
import { ownedContracts, type ContractRow } from '../contracts/contracts.service.js';
import { cleanFileName, ownedFiles } from '../files/files.service.js';
import { businessService } from '../profile/business.service.js';
import { projectsService } from '../projects/projects.service.js';
import { templatesService } from '../templates/templates.service.js';
import { apiKeysService } from '../api-keys/api-keys.service.js';
import { webhookEndpointsOf } from '../webhooks/webhooks.service.js';

/** One entry of the archive: JSON or text made now, or a stored file streamed when its turn comes. */
export type ExportEntry =
  { name: string; kind: 'text'; text: string } | { name: string; kind: 'stored'; storageKey: string };

/** What the archive of one account holds, in order; the README is added by the route (its words). */
export interface AccountExport {
  entries: ExportEntry[];
}

const json = (name: string, value: unknown): ExportEntry => ({
  name,
  kind: 'text',
  text: `${JSON.stringify(value, null, 2)}\n`,
});

const invoicePageSize = 100;

const contractBaseName = (row: ContractRow) =>
  `contract-${row.number}${row.revision > 0 ? `-r${row.revision}` : ''}`;

/** A contract as contracts.json lists it: its record and, for every status, what the builder holds. */
function contractRecord(row: ContractRow, pdf: string | null, paperScan: string | null) {
  const form = contractFormSchema.safeParse(row.data);
  return {
    Id: row.id,
    Number: row.number,
    Revision: row.revision,
    Type: row.type,
    Status: row.status,
    ProjectId: row.projectId,
    SubContractorId: row.subcontractorId,
    OriginalId: row.originalId,
    CreatedAt: row.createdAt.toISOString(),
    SentAt: row.sentAt?.toISOString() ?? null,
    SignedAt: row.signedAt?.toISOString() ?? null,
    ExpiresOn: row.expiresOn,
    OriginalSha256: row.originalSha256,
    SealedSha256: row.sealedSha256,
    Pdf: pdf,
    PaperScan: paperScan,
    Data: form.success ? form.data : row.data,
  };
}

/** A name inside the archive: one path segment, no separators, unique within its folder. */
function uniqueName(taken: Set<string>, folder: string, wanted: string): string {
  const safe = cleanFileName(wanted)
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^\.+/, '_');
  const dot = safe.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let name = `${folder}/${safe}`;
  for (let copy = 2; taken.has(name); copy++) name = `${folder}/${stem} (${copy})${extension}`;
  taken.add(name);
  return name;
}

/**
 * Issue 18 §4: everything the account holds, gathered through each feature's service, only the
 * caller's own rows (projects the caller is merely a party to belong to their owner and stay out).
 * Stored files are named here and streamed by the zip writer; nothing here reads their bytes.
 */
export function accountDataService(deps: AppDeps) {
  const { db } = deps.database;
  const projects = projectsService(db);
  const contacts = contactsService(db);
  const templates = templatesService(db, deps.config.billing.mode);
  const business = businessService(db);
  const subscription = subscriptionService(deps);
  const invoices = invoicesService(deps);

  async function allInvoices(userId: string, language: Language) {
    const first = await invoices.page(userId, 1, invoicePageSize, language);
    const rows = [...first.Rows];
    for (let page = 2; rows.length < first.Total; page++) {
      const next = await invoices.page(userId, page, invoicePageSize, language);
      if (next.Rows.length === 0) break;
      rows.push(...next.Rows);
    }
    return rows;
  }

  return {
    async gather(userId: string, language: Language): Promise<AccountExport> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(401, 'commonUnauthorized');
      const [
        profile,
        projectList,
        clients,
        subcontractors,
        templateList,
        plan,
        invoiceRows,
        contracts,
        files,
        apiKeys,
        webhookEndpoints,
      ] = await Promise.all([
        business.read(userId),
        projects.fullListJson(userId),
        contacts.clients(userId, language),
        contacts.subcontractors(userId, language),
        templates.list(userId),
        subscription.info(userId, language),
        allInvoices(userId, language),
        ownedContracts(db, userId),
        ownedFiles(db, userId),
        apiKeysService(db).list(userId),
        webhookEndpointsOf(db, userId),
      ]);
      const ownProjects = (JSON.parse(projectList) as { IsOwner: boolean }[]).filter(
        (project) => project.IsOwner,
      );

      const taken = new Set<string>();
      const stored: ExportEntry[] = [];
      const contractRecords = contracts.map((row) => {
        const current =
          row.status === contractStatuses.draft ? null : (row.sealedPdfKey ?? row.originalPdfKey);
        let pdf: string | null = null;
        if (current) {
          const signed = current === row.sealedPdfKey;
          pdf = uniqueName(taken, 'contracts', `${contractBaseName(row)}${signed ? '-signed' : ''}.pdf`);
          stored.push({ name: pdf, kind: 'stored', storageKey: current });
        }
        let paperScan: string | null = null;
        if (row.paperScanKey) {
          paperScan = uniqueName(taken, 'contracts', `${contractBaseName(row)}-paper-scan.pdf`);
          stored.push({ name: paperScan, kind: 'stored', storageKey: row.paperScanKey });
        }
        return contractRecord(row, pdf, paperScan);
      });
      const fileRecords = files.map((file) => {
        const wanted = file.originalName.includes('.')
          ? file.originalName
          : `${file.originalName}.${file.extension}`;
        const name = uniqueName(taken, 'files', wanted);
        stored.push({ name, kind: 'stored', storageKey: file.storageKey });
        return {
          Id: file.id,
          Name: file.originalName,
          Type: file.mimeType,
          Bytes: file.sizeBytes,
          Sha256: file.sha256,
          UploadedAt: file.createdAt.toISOString(),
          File: name,
        };
      });

      return {
        entries: [
          json('account.json', {
            Id: user.id,
            CreatedAt: user.createdAt.toISOString(),
            ...readSettings(user),
          }),
          json('business-profile.json', profile),
          json('projects.json', ownProjects),
          json('contacts.json', { Clients: clients, SubContractors: subcontractors }),
          json('templates.json', templateList),
          json('subscription.json', { ...plan, Invoices: invoiceRows }),
          json('contracts.json', contractRecords),
          json('files.json', fileRecords),
          json('integrations.json', { ApiKeys: apiKeys, WebhookEndpoints: webhookEndpoints }),
          ...stored,
        ],
      };
    },
  };
}
