import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  contractLanguageUnderLaw,
  contractStatuses,
  contractTypes,
  textableMobile,
  todayIn,
  type contractSendRequestSchema,
  type contractSendUpdateSchema,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import type { FileStorage } from '../../storage/index.js';
import { renderContractPdfInPool } from '../../documents/render-pool.js';
import { newDocumentCode } from '../../documents/document-code.js';
import { countSentContract, refuseIfRestricted } from '../billing/entitlements.js';
import type { BillingMode } from '../billing/standing.js';
import { contentService } from '../content/content.service.js';
import { signingService, type Recipient, type SignerContact } from '../signing/signing.service.js';
import { signingRemindersService } from '../signing-reminders/signing-reminders.service.js';
import { contractBuilderService, type PreparedContract } from './builder.service.js';
import { contractsPolicy } from './contracts.policy.js';
import { projectsPolicy } from '../projects/projects.policy.js';
import { projectsService } from '../projects/projects.service.js';
import { recipientsOf } from './recipients.js';
import {
  amendmentsOf,
  deleteDraft,
  insertContract,
  lastRevision,
  lockOwnedContract,
  lockOwnerContracts,
  markSent,
  originalsOf,
  ownedContractByToken,
  replaceAttachments,
  setContractStatus,
  updateDraft,
  type ContractRow,
} from './contracts.repository.js';

type SendRequest = z.output<typeof contractSendRequestSchema>;
type UpdateRequest = z.output<typeof contractSendUpdateSchema>;
/** What a send asks beyond the contract: the personal message, and the code before opening. */
type SendOptions = Pick<SendRequest, 'Message' | 'SigningCode'>;

export interface SendingDeps {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  billingMode: BillingMode;
  /** Seals each signing key for a resend (signing-keys.ts). */
  linkKey: Buffer;
  /** Queues the contract's reminders to sign in the sending transaction. */
  queue: JobQueue;
}

/** Who sends, from where: written into the audit trail. */
export interface SenderMeta {
  language: string;
  ip: string;
  userAgent: string;
}

const live = new Set<string>([contractStatuses.sent, contractStatuses.signed]);
/** What `update` amends: a contract waiting for signatures, signed, or declined by a recipient (issue 32 §2). */
const amendable = new Set<string>([...live, contractStatuses.declined]);

/** What the rendered document is made of, to tell whether a draft changed while it rendered. */
const contentOf = (row: ContractRow) =>
  JSON.stringify([row.data, row.expiresOn, row.termsId, row.subcontractorId]);

/**
 * Sending a contract for signature, and its life afterwards: resend, withdraw, amend. A send stores
 * the PDF as it goes out (with its SHA-256), gives each recipient their own key and queues their
 * messages, all in one transaction: a failure sends nothing and changes nothing but the draft.
 */
export function contractSendingService(deps: SendingDeps) {
  const { db, storage } = deps;
  const builder = contractBuilderService(deps);
  const policy = contractsPolicy(db);
  const content = contentService(db);
  const signing = signingService(deps);
  const reminders = signingRemindersService(deps);
  const projects = projectsPolicy(db);
  const projectReader = projectsService(db);

  /**
   * Where each signer who has not signed is reached now: their client's or sub-contractor's email and
   * mobile on the project (corrected since the send, perhaps). None for a contract without a project.
   */
  async function contactsNow(userId: string, row: ContractRow): Promise<SignerContact[]> {
    if (!row.projectId) return [];
    const access = (await projects.authorize({ userId }, 'read', [row.projectId])).get(row.projectId);
    if (!access) throw notFound();
    const now = recipientsOf(
      await projectReader.read(userId, row.projectId, access),
      row.type,
      row.subcontractorId,
    );
    return (await signing.unsigned(row.id)).flatMap((signer) => {
      const contact = now.find(
        (recipient) =>
          (signer.clientId !== null && recipient.clientId === signer.clientId) ||
          (signer.subcontractorId !== null && recipient.subcontractorId === signer.subcontractorId),
      );
      if (!contact) return [];
      if (contact.email === '') {
        throw badRequest('contractRecipientNoEmail', { name: contact.businessName || contact.name });
      }
      return [{ signerId: signer.id, email: contact.email, phone: contact.phone }];
    });
  }

  async function refuseUnlessAllowed(userId: string): Promise<void> {
    await refuseIfRestricted(db, deps.billingMode, userId);
    if (!(await content.eulaAccepted(userId))) throw new AppError(403, 'contractEulaNotAccepted');
  }

  /**
   * Who the contract goes to, each with an email; with a code before opening (issue 32 §4), each with
   * a mobile number to text it to. Asked before the draft is saved, so a refusal changes nothing.
   */
  function checkedRecipients(prepared: PreparedContract, send: SendOptions): Recipient[] {
    const recipients = recipientsOf(prepared.project, prepared.type, prepared.subcontractorId);
    const missing = recipients.find((recipient) => recipient.email === '');
    if (missing) {
      throw badRequest('contractRecipientNoEmail', { name: missing.businessName || missing.name });
    }
    const unreachable = send.SigningCode && recipients.find((recipient) => !textableMobile(recipient.phone));
    if (unreachable) {
      throw badRequest('contractSigningCodeNoMobile', {
        name: unreachable.businessName || unreachable.name,
      });
    }
    return recipients;
  }

  /**
   * Renders what goes out and keeps it: the stored bytes are what every recipient signs. The
   * contractor's signature image is read from storage for it; a contract never goes out without it
   * (a profile naming a file that storage no longer holds is refused like a profile without one).
   */
  async function storeOriginal(ownerId: string, language: string, row: ContractRow) {
    const document = await builder.documentOfContract(ownerId, language, {
      ...row,
      status: contractStatuses.sent,
    });
    const signature = document.signatures.blocks[0]?.signature;
    if (!signature) {
      throw badRequest(
        row.type === contractTypes.client
          ? 'contractClientSignatureMissing'
          : 'contractSubcontractSignatureMissing',
      );
    }
    const { bytes, layout } = await renderContractPdfInPool(document);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = `contracts/${row.id}/sent-${sha256.slice(0, 16)}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    // The contractor's signature as it went out, for the certificate the contract is sealed with:
    // their profile's may change meanwhile.
    const signatureSha256 = createHash('sha256').update(signature.bytes).digest('hex');
    const contractorSignature = {
      key: `contracts/${row.id}/contractor-signature-${signatureSha256.slice(0, 16)}`,
      mimeType: signature.mimeType,
    };
    await storage.put(contractorSignature.key, signature.bytes, signature.mimeType);
    return { key, sha256, layout, content: contentOf(row), contractorSignature };
  }

  /**
   * Quebec's English version (Charter s. 55), when the contractor asked for it: the same contract, its
   * document code and QR code, rendered in English and kept beside the French, which stays the
   * original. The client is offered it only after the French, and it binds only on their express wish.
   */
  async function storeEnglish(ownerId: string, row: ContractRow) {
    const document = await builder.documentOfContract(ownerId, 'en', {
      ...row,
      status: contractStatuses.sent,
    });
    const { bytes, layout } = await renderContractPdfInPool(document);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = `contracts/${row.id}/sent-en-${sha256.slice(0, 16)}.pdf`;
    await storage.put(key, bytes, 'application/pdf');
    return { englishPdfKey: key, englishSha256: sha256, englishSignatureLayout: layout };
  }

  /**
   * Sends a contract that is a draft (or was just saved as one). The PDF is rendered outside the
   * transaction; the transaction then checks the draft did not change meanwhile (a second click
   * arriving with the same contract sends nothing more).
   */
  async function sendDraft(
    userId: string,
    meta: SenderMeta,
    draft: ContractRow,
    prepared: PreparedContract,
    send: SendOptions,
    original?: ContractRow,
  ): Promise<{ Id: string }> {
    const message = send.Message;
    const recipients = checkedRecipients(prepared, send);
    // The contract, its emails, texts, signing page and seal speak its recipients' language, not the
    // sender's page's.
    meta = {
      ...meta,
      language: contractLanguageUnderLaw(
        prepared.project,
        prepared.type,
        prepared.subcontractorId,
        prepared.form.Language,
        todayIn(prepared.project.Province),
      ),
    };
    const stored = await storeOriginal(userId, meta.language, draft);
    // The builder cleared the switch wherever the rule does not apply; the French is the original.
    const english =
      prepared.form.AlsoEnglish && meta.language === 'fr' ? await storeEnglish(userId, draft) : undefined;
    return db.transaction(async (tx) => {
      const row = await lockOwnedContract(tx, userId, draft.id);
      if (!row) throw notFound();
      if (row.status !== contractStatuses.draft) {
        if (live.has(row.status)) return { Id: row.id };
        throw new AppError(409, 'contractNotSendable');
      }
      // A save that changed the contract while it rendered: what was rendered is not what would be sent.
      if (contentOf(row) !== stored.content) throw new AppError(409, 'contractNotSendable');
      // Counted in the transaction that sends: over the quota, nothing is sent (a resend never counts).
      await countSentContract(tx, deps.billingMode, userId, {
        id: row.id,
        type: row.type,
        amendment: original !== undefined,
      });
      await markSent(tx, row.id, {
        originalPdfKey: stored.key,
        originalSha256: stored.sha256,
        signatureLayout: stored.layout,
        sendMessage: message,
        ...english,
      });
      if (original) {
        // An unsigned original stops at once (its links die); a signed one stays signed until this is.
        const current = await lockOwnedContract(tx, userId, original.id);
        if (current?.status === contractStatuses.sent && !(await signing.everyoneSigned(tx, current.id))) {
          await setContractStatus(tx, current.id, contractStatuses.superseded);
        }
        await signing.recordAmended(tx, original, row, meta);
      }
      await signing.issue(
        tx,
        { ...row, status: contractStatuses.sent, sendMessage: message },
        recipients,
        meta,
        stored.contractorSignature,
        { signingCode: send.SigningCode },
      );
      await reminders.scheduleAtSend(tx, row.id);
      return { Id: row.id };
    });
  }

  /**
   * An amendment of a sent, signed or declined contract: a new contract of the chain, then sent. A
   * declined original stays Declined: its recipients' words travel into the amendment's trail.
   */
  async function amend(
    userId: string,
    meta: SenderMeta,
    original: ContractRow,
    request: SendRequest,
  ): Promise<{ Id: string }> {
    // Checked as an edit of the original (its dates may already have passed), stored as a new contract.
    const prepared = await builder.prepareToSend(userId, request);
    checkedRecipients(prepared, request);
    const token = request.Token || randomUUID();
    const draft = await db.transaction(async (tx: Transaction) => {
      await lockOwnerContracts(tx, userId);
      const again = await ownedContractByToken(tx, userId, token);
      if (again) {
        if (again.originalId !== original.id) throw new AppError(409, 'contractNotSendable');
        if (again.status === contractStatuses.draft) {
          await updateDraft(tx, again.id, valuesOf(prepared));
          await replaceAttachments(tx, again.id, prepared.attachments);
        }
        return again;
      }
      const pending = (await amendmentsOf(tx, original.id)).find(
        (one) => one.status !== contractStatuses.cancelled,
      );
      if (pending) throw new AppError(409, 'contractAmendmentPending');
      const row = await insertContract(tx, {
        ownerId: userId,
        projectId: original.projectId,
        type: original.type,
        originalId: original.id,
        token,
        documentCode: newDocumentCode(),
        number: original.number,
        revision: (await lastRevision(tx, userId, original.number)) + 1,
        ...valuesOf(prepared),
      });
      await replaceAttachments(tx, row.id, prepared.attachments);
      return row;
    });
    if (draft.status !== contractStatuses.draft) return { Id: draft.id };
    const fresh = (await policy.ownContract({ userId }, draft.id)) ?? draft;
    return sendDraft(userId, meta, fresh, prepared, request, original);
  }

  function valuesOf(prepared: PreparedContract) {
    return {
      data: prepared.form,
      termsId: prepared.termsId,
      expiresOn: prepared.expiresOn || null,
      subcontractorId: prepared.subcontractorId,
    };
  }

  async function saveThenSend(userId: string, meta: SenderMeta, request: SendRequest) {
    const prepared = await builder.prepareToSend(userId, request);
    if (prepared.existing && prepared.existing.status !== contractStatuses.draft) {
      // The same send again (a double click): it went out already.
      if (live.has(prepared.existing.status) && prepared.existing.token === request.Token) {
        return { Id: prepared.existing.id };
      }
      throw new AppError(409, 'contractNotSendable');
    }
    checkedRecipients(prepared, request);
    const draft = await builder.storeDraft(userId, request, prepared);
    const fresh = await policy.ownContract({ userId }, draft.id);
    return sendDraft(userId, meta, fresh, prepared, request);
  }

  return {
    /** `create`: a new contract, or the draft its Token names, sent. */
    async create(userId: string, meta: SenderMeta, request: SendRequest): Promise<{ Id: string }> {
      await refuseUnlessAllowed(userId);
      return saveThenSend(userId, meta, request);
    },

    /** `update`: a draft is sent; a sent, signed or declined contract is amended by a new one. */
    async update(userId: string, meta: SenderMeta, request: UpdateRequest): Promise<{ Id: string }> {
      await refuseUnlessAllowed(userId);
      const existing = await policy.ownContract({ userId }, request.Id);
      if (!existing.projectId) throw notFound();
      const full: SendRequest = {
        ...request,
        ProjectId: existing.projectId,
        Type: existing.type,
      };
      if (existing.status === contractStatuses.draft) return saveThenSend(userId, meta, full);
      // The same send again (a double click, a retry): the draft went out, or the amendment exists.
      if (request.Token) {
        if (existing.token === request.Token && live.has(existing.status)) return { Id: existing.id };
        const again = await ownedContractByToken(db, userId, request.Token);
        if (again && again.originalId === existing.id && again.status !== contractStatuses.draft) {
          return { Id: again.id };
        }
      }
      // A contract its consumer client cancelled within the period stays Signed, but is over: an
      // amendment would ask the client to sign again what they cancelled.
      if (!amendable.has(existing.status) || existing.clientCancelledAt) {
        throw new AppError(409, 'contractNotEditable');
      }
      return amend(userId, meta, existing, full);
    },

    async resend(userId: string, meta: SenderMeta, id: string): Promise<void> {
      await refuseUnlessAllowed(userId);
      const row = await policy.ownContract({ userId }, id);
      await signing.resend(row, meta);
    },

    /**
     * "Send a new link" (issue 32 §1): new links to those who have not signed, at their contact's
     * email and mobile now, so that a corrected address gets it; the earlier links stop working.
     */
    async newLinks(userId: string, meta: SenderMeta, id: string): Promise<void> {
      await refuseUnlessAllowed(userId);
      const row = await policy.ownContract({ userId }, id);
      await signing.newLinks(row, meta, await contactsNow(userId, row));
    },

    /**
     * Deletes a draft; withdraws a sent unsigned contract, kept as Cancelled; refuses a signed one
     * (amend it instead). Answers which of the two it did.
     */
    async cancel(userId: string, meta: SenderMeta, id: string): Promise<'deleted' | 'withdrawn'> {
      const row = await policy.ownContract({ userId }, id);
      return db.transaction(async (tx) => {
        const locked = await lockOwnedContract(tx, userId, row.id);
        if (!locked) throw notFound();
        if (locked.status === contractStatuses.draft) {
          await deleteDraft(tx, locked.id);
          return 'deleted';
        }
        if (locked.status === contractStatuses.signed || (await signing.everyoneSigned(tx, locked.id))) {
          throw badRequest('contractSignedNotCancellable');
        }
        if (locked.status !== contractStatuses.sent) return 'withdrawn';
        await setContractStatus(tx, locked.id, contractStatuses.cancelled);
        await signing.withdraw(tx, locked, meta);
        return 'withdrawn';
      });
    },

    /**
     * A contract's stored PDF: as sent, or sealed once signed; without `kind`, the latest there is.
     * ('original' is the French of a Quebec contract also given in English.)
     * Undefined for a draft, which the builder renders instead.
     */
    async storedPdf(userId: string, id: string, kind: 'original' | 'signed' | undefined) {
      const row = await policy.ownContract({ userId }, id);
      const key =
        kind === 'original'
          ? row.originalPdfKey
          : kind === 'signed'
            ? row.sealedPdfKey
            : (row.sealedPdfKey ?? row.originalPdfKey);
      if (!key) {
        if (kind) throw notFound();
        return undefined;
      }
      const bytes = await storage.get(key);
      if (!bytes) throw notFound();
      return { bytes, number: row.number, revision: row.revision, signed: key === row.sealedPdfKey };
    },

    /** What became of the latest signing request to each recipient of one of the caller's contracts. */
    async deliveries(userId: string, id: string) {
      const row = await policy.ownContract({ userId }, id);
      return signing.deliveries(row.id);
    },

    /** The versions the contract amends, newest first. */
    async originals(userId: string, id: string): Promise<ContractRow[]> {
      const row = await policy.ownContract({ userId }, id);
      return originalsOf(db, row.id);
    },
  };
}
