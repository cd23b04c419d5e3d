import {
  contractFormSchema,
  contractProblem,
  contractLanguageUnderLaw,
  contractStatuses,
  contractTypes,
  contractLimits,
  defaultExpiry,
  defaultTemplateId,
  englishVersionApplies,
  finishPayment,
  optionalDateSchema,
  todayIn,
  type ContractCheck,
  type ContractDetail,
  type ContractForm,
  type ContractListItem,
  type ContractType,
  isMessageKey,
  type Project,
  uploadMimeTypes,
} from '@tradepact/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { contractSaveRequestSchema } from '@tradepact/shared';
import { refuseIfRestricted } from '../billing/entitlements.js';
import type { BillingMode } from '../billing/standing.js';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { refuseUnstorableText } from '../../http/nul-characters.js';
import type { FileStorage } from '../../storage/index.js';
import { newDocumentCode } from '../../documents/document-code.js';
import { sanitizeClauses } from '../../documents/clause-html.js';
import { buildContractDocument } from '../../documents/contract-document.js';
import { renderContractHtml } from '../../documents/render-html.js';
import type { ContractDocument } from '../../documents/document-model.js';
import { UnreadableScheduleError } from '../../documents/render-pdf.js';
import { renderContractPdfInPool } from '../../documents/render-pool.js';
import { findFile } from '../files/files.service.js';
import { businessService } from '../profile/business.service.js';
import { projectsPolicy } from '../projects/projects.policy.js';
import { missingConsumerContentOf } from './consumer.js';
import { projectsService } from '../projects/projects.service.js';
import { ownedTemplate } from '../templates/templates.service.js';
import { recipientsOf, sendRecipient } from './recipients.js';
import { contractsPolicy } from './contracts.policy.js';
import {
  attachmentsOf,
  insertContract,
  lockOwnedContract,
  lockOwnerContracts,
  nextContractNumber,
  ownedContractByToken,
  ownedContracts,
  replaceAttachments,
  updateDraft,
  type ContractRow,
} from './contracts.repository.js';
import { restrictedProductsRefusal } from './consumer.js';
import { documentInput, type DocumentSources } from './document-input.js';

type SaveRequest = z.output<typeof contractSaveRequestSchema>;

/** The PDF, or the contractor told which schedule cannot be read. */
async function pdfOf(document: ContractDocument): Promise<Uint8Array> {
  try {
    return (await renderContractPdfInPool(document)).bytes;
  } catch (error) {
    if (error instanceof UnreadableScheduleError) {
      throw new AppError(422, 'contractScheduleUnreadable', { schedule: error.caption });
    }
    throw error;
  }
}

export interface BuilderDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  /** A restricted account may not make contracts (doc 2 §6). */
  billingMode: BillingMode;
}

/** A contract checked and ready to store or render: every part the caller may use, cleaned. */
export interface PreparedContract {
  existing: ContractRow | undefined;
  project: Project;
  type: ContractType;
  subcontractorId: string | null;
  form: ContractForm;
  termsId: string | null;
  expiresOn: string;
  attachments: { title: string; fileId: string; fileName: string; mimeType: string; storageKey: string }[];
}

/** Data arrives as JSON text (doc 3 §3): parsed against the shared schema, or refused. */
function parseForm(text: string): ContractForm {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('contractDataInvalid');
  }
  // Stored as JSONB, which refuses what the request's own check could not see inside this text.
  refuseUnstorableText(value, 'Data');
  const parsed = contractFormSchema.safeParse(value);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    throw badRequest(key && isMessageKey(key) ? key : 'contractDataInvalid');
  }
  return parsed.data;
}

/** The contract builder: drafts, their review preview, and the document as HTML and PDF. */
export function contractBuilderService(deps: BuilderDeps) {
  const { db, storage } = deps;
  const policy = contractsPolicy(db);
  const projects = projectsPolicy(db);
  const projectReader = projectsService(db);
  const business = businessService(db);

  /** The caller's contract this request edits: by id, or by the draft key of an earlier first save. */
  async function existingContract(userId: string, request: SaveRequest): Promise<ContractRow | undefined> {
    if (request.Id) return policy.ownContract({ userId }, request.Id);
    return request.Token ? ownedContractByToken(db, userId, request.Token) : undefined;
  }

  async function checkTemplate(userId: string, type: ContractType, termsId: string): Promise<string | null> {
    if (termsId === defaultTemplateId) return null;
    const template = await ownedTemplate(db, userId, termsId);
    if (!template) throw badRequest('contractTemplateNotFound');
    if (template.type !== type) throw badRequest('contractTemplateWrongType');
    return template.id;
  }

  async function checkAttachments(
    userId: string,
    request: SaveRequest,
  ): Promise<PreparedContract['attachments']> {
    const prepared: PreparedContract['attachments'] = [];
    for (const attachment of request.Attachments) {
      const fileId = attachment.file.split(',')[0]?.trim() ?? '';
      const file = await findFile(db, fileId).catch(() => undefined);
      if (!file || file.ownerId !== userId) throw notFound('contractAttachmentNotFound');
      if (!(uploadMimeTypes as readonly string[]).includes(file.mimeType))
        throw badRequest('uploadPdfOrImageOnly');
      if (file.sizeBytes > contractLimits.maxAttachmentBytes) {
        throw badRequest('uploadAttachmentTooLarge', { name: file.originalName });
      }
      prepared.push({
        title: attachment.title,
        fileId: file.id,
        fileName: file.originalName,
        mimeType: file.mimeType,
        storageKey: file.storageKey,
      });
    }
    return prepared;
  }

  /**
   * Checks a save or preview request in the spec's order, as the builder does, and answers the
   * contract cleaned: clauses sanitised, payments finished, sub-contract-only fields kept only there.
   */
  async function prepare(
    userId: string,
    request: SaveRequest,
    check: ContractCheck,
  ): Promise<PreparedContract> {
    const parsed = parseForm(request.Data);
    const existing = await existingContract(userId, request);
    if (existing && (existing.projectId !== request.ProjectId || existing.type !== request.Type)) {
      throw badRequest('contractDataInvalid');
    }
    if (check === 'draft' && existing && existing.status !== contractStatuses.draft) {
      throw new AppError(409, 'contractNotDraft');
    }
    const access = (await projects.authorize({ userId }, 'makeContract', [request.ProjectId])).get(
      request.ProjectId,
    );
    if (!access) throw notFound();
    const type = request.Type;
    const owner = await business.read(userId);
    if (owner.Signature === '') {
      throw badRequest(
        type === contractTypes.client
          ? 'contractClientSignatureMissing'
          : 'contractSubcontractSignatureMissing',
      );
    }
    const project = await projectReader.read(userId, request.ProjectId, access);
    const subcontractorId =
      type === contractTypes.subcontractor ? (request.PartyBId ?? existing?.subcontractorId ?? null) : null;
    if (
      type === contractTypes.subcontractor &&
      !project.Subcontractors.some((one) => one.Id === subcontractorId)
    ) {
      throw badRequest('contractSubcontractorNotOnProject');
    }
    const form: ContractForm = {
      ...parsed,
      ScopeOfServices: parsed.ScopeOfServices.trim(),
      ServiceAddress: type === contractTypes.subcontractor ? parsed.ServiceAddress.trim() : '',
      Terms: sanitizeClauses(parsed.Terms),
      Payment: finishPayment(parsed.Payment),
    };
    // "Also give the client an English version" is Quebec's (Charter s. 55): cleared anywhere else.
    form.AlsoEnglish =
      parsed.AlsoEnglish &&
      englishVersionApplies({
        type,
        clients: project.Clients,
        province: project.Province,
        language: contractLanguageUnderLaw(
          project,
          type,
          subcontractorId,
          parsed.Language,
          todayIn(project.Province),
        ),
        day: todayIn(owner.Province || project.Province),
      }) !== undefined;
    // Signing in order is between a client contract's clients: with one, there is no order.
    form.SignInOrder = parsed.SignInOrder && type === contractTypes.client && project.Clients.length > 1;
    const expiresOn = optionalDateSchema.safeParse(request.ExpiredTime);
    if (!expiresOn.success) throw badRequest('contractDateInvalid');
    const problem = contractProblem(form, check, {
      type,
      isCreate: !existing,
      today: todayIn(project.Province),
      expiry: expiresOn.data,
    });
    if (problem) throw badRequest(problem.message, problem.params);
    // Before the preview and the send: Ontario's restricted products only when the client called first.
    const restricted =
      check === 'review' &&
      restrictedProductsRefusal({
        type,
        clients: project.Clients,
        province: project.Province,
        day: todayIn(project.Province),
        form,
      });
    if (restricted) throw badRequest(restricted);
    if (check === 'review') {
      // What the province requires a consumer contract to show: checked before a preview and a send.
      const day = todayIn(project.Province);
      const missing = missingConsumerContentOf({ type, project, form, business: owner, day });
      if (missing) throw badRequest(missing.message, missing.params);
    }
    const termsId = await checkTemplate(userId, type, form.TermsId);
    const attachments = await checkAttachments(userId, request);
    return {
      existing,
      project,
      type,
      subcontractorId,
      form,
      termsId,
      expiresOn: expiresOn.data,
      attachments,
    };
  }

  /** Stores the draft in one transaction: a new one numbered, an existing one only while still a draft. */
  async function store(
    userId: string,
    request: SaveRequest,
    prepared: PreparedContract,
  ): Promise<ContractRow> {
    return db.transaction(async (tx) => {
      const values = {
        data: prepared.form,
        termsId: prepared.termsId,
        expiresOn: prepared.expiresOn || null,
        subcontractorId: prepared.subcontractorId,
      };
      let row = prepared.existing && (await lockOwnedContract(tx, userId, prepared.existing.id));
      if (!row && !request.Id) {
        await lockOwnerContracts(tx, userId);
        // A first save repeated (double click, retry) finds the draft the first one made.
        row = request.Token ? await ownedContractByToken(tx, userId, request.Token) : undefined;
        if (!row) {
          row = await insertContract(tx, {
            ownerId: userId,
            projectId: request.ProjectId,
            type: prepared.type,
            token: request.Token || randomUUID(),
            documentCode: newDocumentCode(),
            number: await nextContractNumber(tx, userId),
            ...values,
          });
          await replaceAttachments(tx, row.id, prepared.attachments);
          return row;
        }
      }
      if (!row) throw notFound();
      if (row.status !== contractStatuses.draft) throw new AppError(409, 'contractNotDraft');
      await updateDraft(tx, row.id, values);
      await replaceAttachments(tx, row.id, prepared.attachments);
      return row;
    });
  }

  async function sourcesFor(
    userId: string,
    language: string,
    contract: Pick<
      ContractRow,
      'type' | 'number' | 'revision' | 'status' | 'documentCode' | 'subcontractorId' | 'createdAt'
    >,
    prepared: Pick<PreparedContract, 'project' | 'form' | 'expiresOn'> & {
      schedules: DocumentSources['schedules'];
    },
  ): Promise<DocumentSources> {
    const owner = await business.read(userId);
    const image = async (id: string) => {
      if (id === '') return undefined;
      const file = await findFile(db, id);
      return file && { mimeType: file.mimeType, storageKey: file.storageKey };
    };
    const [logo, signature] = await Promise.all([image(owner.Photo), image(owner.Signature)]);
    return {
      language,
      publicUrl: deps.publicUrl,
      type: contract.type,
      number: contract.number,
      revision: contract.revision,
      status: contract.status,
      documentCode: contract.documentCode ?? newDocumentCode(),
      issuedOn: todayIn(owner.Province || prepared.project.Province, contract.createdAt),
      business: owner,
      logo,
      signature,
      project: prepared.project,
      subcontractorId: contract.subcontractorId,
      form: prepared.form,
      expiresOn: prepared.expiresOn,
      schedules: prepared.schedules,
    };
  }

  /**
   * The document of a checked request, as the contract would be once saved: in the language it will
   * be sent in (its recipients'), so the contractor previews what they will read.
   */
  async function documentOfRequest(userId: string, request: SaveRequest) {
    const prepared = await prepare(userId, request, 'review');
    const existing = prepared.existing;
    const sources = await sourcesFor(
      userId,
      contractLanguageUnderLaw(
        prepared.project,
        prepared.type,
        prepared.subcontractorId,
        prepared.form.Language,
        todayIn(prepared.project.Province),
      ),
      {
        type: prepared.type,
        number: existing?.number ?? (await nextContractNumber(db, userId)),
        revision: existing?.revision ?? 0,
        status: existing?.status ?? contractStatuses.draft,
        documentCode: existing?.documentCode ?? null,
        subcontractorId: prepared.subcontractorId,
        createdAt: existing?.createdAt ?? new Date(),
      },
      { ...prepared, schedules: prepared.attachments },
    );
    return {
      document: buildContractDocument(await documentInput(storage, sources)),
      number: sources.number,
      prepared,
    };
  }

  /** The stored contract's document, in `language`, else the one it will be sent in (its recipients'). */
  async function documentOfContract(userId: string, language: string | undefined, row: ContractRow) {
    if (!row.projectId) throw notFound();
    const access = (await projects.authorize({ userId }, 'read', [row.projectId])).get(row.projectId);
    if (!access) throw notFound();
    const project = await projectReader.read(userId, row.projectId, access);
    const schedules = (await attachmentsOf(db, row.id)).map(({ attachment, file }) => ({
      title: attachment.title,
      fileName: file.originalName,
      mimeType: file.mimeType,
      storageKey: file.storageKey,
    }));
    const form = contractFormSchema.parse(row.data);
    const written =
      language ??
      contractLanguageUnderLaw(
        project,
        row.type,
        row.subcontractorId,
        form.Language,
        todayIn(project.Province),
      );
    const sources = await sourcesFor(userId, written, row, {
      project,
      form,
      expiresOn: row.expiresOn ?? '',
      schedules,
    });
    return buildContractDocument(await documentInput(storage, sources));
  }

  return {
    /** Checks a contract to send as review does: the sending service sends what this answers. */
    prepareToSend: (userId: string, request: SaveRequest) => prepare(userId, request, 'review'),
    /** Saves a contract about to be sent as the draft it is until then. */
    storeDraft: store,
    /** A stored contract's document, as it renders. */
    documentOfContract,

    async saveDraft(userId: string, request: SaveRequest): Promise<{ Id: string; Token: string }> {
      await refuseIfRestricted(db, deps.billingMode, userId);
      const prepared = await prepare(userId, request, 'draft');
      const row = await store(userId, request, prepared);
      return { Id: row.id, Token: row.token ?? '' };
    },

    async read(userId: string, id: string): Promise<ContractDetail> {
      const row = await policy.ownContract({ userId }, id);
      if (!row.projectId) throw notFound();
      const attachments = await attachmentsOf(db, row.id);
      return {
        Id: row.id,
        ProjectId: row.projectId,
        SubContractorId: row.subcontractorId,
        Type: row.type,
        Status: row.status,
        Number: row.number,
        Revision: row.revision,
        // Editing a sent contract makes an amendment: a new key for it, so that sending the same edit
        // twice (a double click, a retry) makes one amendment.
        Token: row.status === contractStatuses.draft ? (row.token ?? '') : randomUUID(),
        Data: contractFormSchema.parse(row.data),
        Attachments: attachments.map(({ attachment, file }) => ({
          id: attachment.id,
          slot: attachment.slot,
          title: attachment.title,
          file: file.id,
          name: file.originalName,
          size: file.sizeBytes,
          mimeType: file.mimeType,
        })),
        ExpiredTime: row.expiresOn ?? '',
        CreatedDate: row.createdAt.toISOString(),
        UpdatedDate: row.updatedAt.toISOString(),
      };
    },

    async list(userId: string): Promise<ContractListItem[]> {
      const rows = await ownedContracts(db, userId);
      return rows.flatMap((row) =>
        row.projectId
          ? [
              {
                Id: row.id,
                ProjectId: row.projectId,
                SubContractorId: row.subcontractorId,
                Type: row.type,
                Status: row.status,
                ScopeOfServices: contractFormSchema.parse(row.data).ScopeOfServices,
                CreatedDate: row.createdAt.toISOString(),
                UpdatedDate: row.updatedAt.toISOString(),
              },
            ]
          : [],
      );
    },

    /** The expiry the page proposes for a commencement date, in the contractor's province. */
    async expiry(userId: string, date: string): Promise<string> {
      const commencement = optionalDateSchema.safeParse(date.slice(0, 10));
      if (!commencement.success) throw badRequest('contractDateInvalid');
      const owner = await business.read(userId);
      return defaultExpiry(todayIn(owner.Province), commencement.data);
    },

    /** The review of doc 3 §4: the document as HTML, and who Send will ask to sign it. */
    async preview(userId: string, request: SaveRequest) {
      const { document, prepared } = await documentOfRequest(userId, request);
      const recipients = recipientsOf(prepared.project, prepared.type, prepared.subcontractorId);
      return { Body: renderContractHtml(document), Recipients: recipients.map(sendRecipient) };
    },

    async previewPdf(userId: string, request: SaveRequest) {
      const { document, number } = await documentOfRequest(userId, request);
      return { bytes: await pdfOf(document), number };
    },

    async pdf(userId: string, id: string) {
      const row = await policy.ownContract({ userId }, id);
      return {
        bytes: await pdfOf(await documentOfContract(userId, undefined, row)),
        number: row.number,
      };
    },
  };
}
