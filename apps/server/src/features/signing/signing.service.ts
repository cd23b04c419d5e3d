import { randomBytes } from 'node:crypto';
import {
  contractFormSchema,
  contractStatuses,
  textableMobile,
  todayIn,
  translate,
  type RecipientDelivery,
  type ContractChange,
  type LawRecordOf,
  type SigningCancellation,
  type SignerResponse,
  type SigningContract,
  type SigningEnglish,
  citationIn,
  languageOf,
  type Language,
} from '@tradepact/shared';
import type { BillingMode } from '../billing/standing.js';
import type { Db, Queryable } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { deliveryStatuses } from '../../notify/deliveries.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import type { FileStorage } from '../../storage/index.js';
import { renderContractHtml } from '../../documents/render-html.js';
import { accountLanguage } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import { contractBuilderService } from '../contracts/builder.service.js';
import { consumerCancellationRuleOf } from '../contracts/consumer.js';
import {
  attachmentsOf,
  contractById,
  lockContract,
  newerSentVersion,
  type ContractRow,
} from '../contracts/contracts.service.js';
import { carryResponses, responsesOf, sentLanguage, type AuditActor } from './audit.repository.js';
import { recordEvents } from './audit-trail.service.js';
import { projectClientKindsOf, projectProvinceOf } from './seal.repository.js';
import { sealContractJob } from './seal.job.js';
import {
  hashSigningKey,
  newSigningKey,
  openSigningKey,
  sealSigningKey,
  signingKeyPattern,
} from './signing-keys.js';
import { contractFileName } from './contract-file-name.js';
import { signedSoFarPdf } from './signed-so-far.js';
import { signersToAsk, signsInOrder, wasInvited } from './signing-order.js';
import { signingMessenger } from './signing-messages.js';
import { amendmentChangesOf, scheduleLabels, signingSummaryOf } from './signing-summary.js';
import { signerByCode } from './signer-by-code.js';
import { maskedPhone, signingContractFacts, signingContractorOf } from './signing-parties.js';
import {
  insertSigners,
  markSigned,
  recordView,
  replaceKey,
  wasReplaced,
  setEnglishWish,
  setRequestJobs,
  setUploadedSignature,
  signersOf,
  type SignerRow,
} from './signers.repository.js';

/** The right to cancel a document prints, as the signing page words it (issue 31 §2). */
function cancellationOf(
  record: LawRecordOf<'consumerCancellation'> | undefined,
  language: Language,
): SigningCancellation | undefined {
  if (!record) return undefined;
  const { days, countsFrom, extended, refundDays } = record.data;
  const cited = citationIn(record, language);
  return {
    Days: days,
    CountsFrom: countsFrom,
    ExtendedYears: extended.years,
    Reasons: [...extended.when],
    RefundDays: refundDays ?? null,
    Statute: cited.statute,
    Section: cited.section,
  };
}

/** What a signer states by wishing the English version (Charter s. 55), in both languages. */
const englishWishStatement = () => ({
  en: translate('en', 'signingEnglishWishStatement'),
  fr: translate('fr', 'signingEnglishWishStatement'),
});

/** A person a contract goes to, as the project knows them when it is sent. */
export interface Recipient {
  /** Doc 2 §3: 1 the sub-contractor, 2 a client. */
  partyType: 1 | 2;
  clientId: string | null;
  subcontractorId: string | null;
  name: string;
  businessName: string;
  email: string;
  phone: string;
}

export interface SigningDeps {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  billingMode: BillingMode;
  /** Queues the seal once the last signer signs, and the webhooks of what the trail records. */
  queue: JobQueue;
  /** Seals each signing key for a resend (signing-keys.ts, signingLinkKey). */
  linkKey: Buffer;
}

/** Where a signer's link goes when it is sent anew: their contact's details now. */
export interface SignerContact {
  signerId: string;
  email: string;
  phone: string;
}

/** Where a request came from, for the audit trail. */
export interface RequestMeta {
  language: string;
  ip: string;
  userAgent: string;
  /** The signed-in caller, if any: a recipient with an account may sign by the document's code. */
  userId?: string | null;
}

/** A change request or decline as the signing page shows it. */
export const signerResponse = (response: {
  type: 'changeRequested' | 'declined';
  at: Date;
  text: string;
}): SignerResponse => ({ Kind: response.type, Time: response.at.toISOString(), Text: response.text });

/** A resend within this many minutes of the last send is refused: the first is still on its way. */
const resendPauseMinutes = 5;

/**
 * A declined contract's links say who declined it (issue 32 §2); the one who did reads that they did.
 */
async function declinedRefusal(q: Queryable, contract: ContractRow, signer: SignerRow): Promise<AppError> {
  const decline = (await responsesOf(q, contract.id)).find((response) => response.type === 'declined');
  if (decline?.signerId === signer.id) return new AppError(410, 'signingYouDeclined');
  return new AppError(410, 'signingContractDeclined', { name: decline?.name ?? '' });
}

/** The state that stops a key from opening its contract, as the message the page shows. */
function refusalFor(contract: ContractRow, signer: SignerRow, province: string): AppError | undefined {
  // Its status stays Signed, but its link reads what became of it (issue 31 §2).
  if (contract.clientCancelledAt) return new AppError(410, 'signingCancelledByClient');
  if (signer.signedAt) return new AppError(409, 'signingAlreadySigned');
  switch (contract.status) {
    case contractStatuses.cancelled:
      return new AppError(410, 'signingContractCancelled');
    case contractStatuses.superseded:
      return new AppError(410, 'signingContractSuperseded');
    case contractStatuses.signed:
      return new AppError(409, 'signingContractSigned');
    case contractStatuses.sent:
      return contract.expiresOn && contract.expiresOn < todayIn(province)
        ? new AppError(410, 'signingContractExpired')
        : undefined;
    default:
      return new AppError(404, 'signingKeyInvalid');
  }
}

/**
 * The recipients' side of a contract: their keys and messages when it is sent, what a key opens, the
 * signature it records, and the seal queued once the last one signs.
 */
export function signingService(deps: SigningDeps) {
  const { db, storage } = deps;
  const messenger = signingMessenger(deps.notifier, {
    productName: deps.productName,
    publicUrl: deps.publicUrl,
  });
  const business = businessService(db);

  /** The contractor as the messages present them. */
  const contractorOf = (q: Queryable, ownerId: string) => signingContractorOf(db, q, ownerId);

  /** The contractor as the audit trail names them, acting from this request. */
  async function contractorActor(
    q: Queryable,
    ownerId: string | null,
    meta: RequestMeta,
  ): Promise<AuditActor> {
    const contractor = ownerId ? await contractorOf(q, ownerId) : undefined;
    return {
      name: contractor?.name ?? '',
      email: contractor?.email ?? '',
      ip: meta.ip,
      userAgent: meta.userAgent,
    };
  }

  const contractFacts = signingContractFacts;

  /** Emails (and texts) each signer their link; records what went where. */
  async function sendLinks(
    tx: Transaction,
    row: ContractRow,
    targets: { signer: Pick<SignerRow, 'id' | 'name' | 'email' | 'phone'>; key: string }[],
    meta: RequestMeta,
    reminder: boolean,
    /** An amendment's changes, named in its first request. */
    changes: ContractChange[] = [],
  ) {
    if (!row.ownerId) return;
    const contractor = await contractorOf(tx, row.ownerId);
    for (const { signer, key } of targets) {
      const sent = await messenger.request(tx, {
        language: meta.language,
        to: { name: signer.name, email: signer.email, phone: signer.phone },
        contractor,
        contract: contractFacts(row),
        key,
        reminder,
        message: row.sendMessage,
        changes,
      });
      await setRequestJobs(tx, signer.id, sent);
      await recordEvents(tx, deps.queue, [
        { contractId: row.id, signerId: signer.id, type: 'emailed', data: { to: signer.email } },
        ...(sent.sms
          ? [
              {
                contractId: row.id,
                signerId: signer.id,
                type: 'texted' as const,
                data: { to: maskedPhone(signer.phone) },
              },
            ]
          : []),
      ]);
    }
  }

  /**
   * Issue 32 §4: those the contractor copied, who do not sign, get the contract as sent, attached,
   * in the language it was sent in; the sealed copy follows once everyone signed (sealing.service).
   */
  async function sendCopies(tx: Transaction, row: ContractRow, signers: SignerRow[], language: string) {
    const copies = row.data.Copies ?? [];
    if (copies.length === 0 || !row.ownerId) return;
    const sent = await contractById(tx, row.id);
    if (!sent?.originalPdfKey) return;
    const contractor = await contractorOf(tx, row.ownerId);
    for (const copy of copies) {
      await messenger.copy(tx, {
        language,
        to: { name: copy.Name, email: copy.Email },
        contractor,
        contract: contractFacts(row),
        signers: signers.map((signer) => signer.name),
        pdf: { storageKey: sent.originalPdfKey, filename: contractFileName(row) },
      });
    }
    await recordEvents(
      tx,
      deps.queue,
      copies.map((copy) => ({ contractId: row.id, type: 'copied' as const, data: { to: copy.Email } })),
    );
  }

  /**
   * In order (issue 32 §4): once a client signed, the next one is sent their link, kept since the
   * contract was sent, in the language it was sent in.
   */
  async function askNext(tx: Transaction, row: ContractRow, signers: SignerRow[], justSigned: string) {
    const [next] = signersToAsk(
      true,
      signers.filter((signer) => signer.id !== justSigned),
    );
    if (!next) return;
    const kept = next.keySealed ? openSigningKey(next.keySealed, deps.linkKey) : undefined;
    let key = kept && hashSigningKey(kept) === next.keyHash ? kept : undefined;
    if (!key) {
      // Kept under another auth secret: they never had the link, so a new one ends nothing.
      const fresh = newSigningKey();
      await replaceKey(tx, next, { hash: fresh.hash, sealed: sealSigningKey(fresh.key, deps.linkKey) }, next);
      key = fresh.key;
    }
    const language = await sentLanguage(tx, row.id);
    await sendLinks(tx, row, [{ signer: next, key }], { language, ip: '', userAgent: '' }, false);
  }

  /** The signer a code names (signer-by-code.ts). */
  const signerOf = (code: string, tx: Queryable, userId: string | null | undefined) =>
    signerByCode(tx, code, userId);

  /**
   * The contract locked for a resend, with those who have not signed: refused when it is no longer
   * waiting for signatures, or was sent moments ago (the first request is still on its way).
   */
  async function resendable(tx: Transaction, row: ContractRow) {
    const locked = await lockContract(tx, row.id);
    if (!locked?.ownerId) throw notFound();
    const province = (await business.read(locked.ownerId, tx)).Province;
    const lapsed = locked.expiresOn !== null && locked.expiresOn < todayIn(province);
    if (locked.status !== contractStatuses.sent || lapsed) throw new AppError(409, 'contractNotResendable');
    const signers = (await signersOf(tx, locked.id)).filter((signer) => !signer.signedAt);
    if (signers.length === 0) throw new AppError(409, 'contractNotResendable');
    const lastSent = Math.max(
      locked.sentAt?.getTime() ?? 0,
      ...signers.map((signer) => signer.keyIssuedAt.getTime()),
    );
    if (Date.now() - lastSent < resendPauseMinutes * 60_000) {
      throw new AppError(429, 'contractResendTooSoon');
    }
    return { locked: { ...locked, ownerId: locked.ownerId }, signers };
  }

  /** A code, checked: the signer and contract it opens, or the refusal to show. */
  async function open(code: string, tx: Queryable = db, userId?: string | null) {
    const signer = await signerOf(code, tx, userId);
    const contract = signer && (await contractById(tx, signer.contractId));
    if (!signer || !contract) {
      if (signingKeyPattern.test(code) && (await wasReplaced(tx, hashSigningKey(code)))) {
        throw new AppError(410, 'signingLinkReplaced');
      }
      throw notFound('signingKeyInvalid');
    }
    // A signed contract of a closed account (detached, no owner) still tells its link it is signed.
    if (!contract.ownerId) throw refusalFor(contract, signer, '') ?? notFound('signingKeyInvalid');
    const contractor = await business.read(contract.ownerId, tx);
    const refusal =
      contract.status === contractStatuses.declined
        ? await declinedRefusal(tx, contract, signer)
        : refusalFor(contract, signer, contractor.Province);
    return { signer, contract, province: contractor.Province, refusal };
  }

  const builder = () =>
    contractBuilderService({ db, storage, publicUrl: deps.publicUrl, billingMode: deps.billingMode });

  /** The English version as a signer sees it: its HTML only once they expressly wished it. */
  async function englishOf(contract: ContractRow, wishedAt: Date | null): Promise<SigningEnglish> {
    const Statement = englishWishStatement();
    if (!wishedAt) return { WishedTime: null, Body: null, Statement };
    const document = await builder().documentOfContract(contract.ownerId ?? '', 'en', contract);
    return { WishedTime: wishedAt.toISOString(), Body: renderContractHtml(document), Statement };
  }

  async function openValid(code: string, tx: Queryable = db, userId?: string | null) {
    const opened = await open(code, tx, userId);
    if (opened.refusal) throw opened.refusal;
    return opened;
  }

  /**
   * A code that may open its contract to read: to sign, or, for a signer who signed, to see what they
   * signed (issue 32 §1: the same link shows the signed state) while the contract stands, sent or
   * signed. `signed` says which.
   */
  async function openToRead(code: string, tx: Queryable = db, userId?: string | null) {
    const opened = await open(code, tx, userId);
    const { signer, contract } = opened;
    const signed =
      signer.signedAt !== null &&
      !contract.clientCancelledAt &&
      (contract.status === contractStatuses.sent || contract.status === contractStatuses.signed);
    if (opened.refusal && !signed) throw opened.refusal;
    return { ...opened, signed };
  }

  return {
    open,
    contractorOf,
    contractFacts,

    /**
     * Whether every recipient signed: the contract is as good as Signed while its seal is on its way
     * (it cannot be withdrawn, and an amendment leaves it standing).
     */
    async everyoneSigned(tx: Queryable, contractId: string): Promise<boolean> {
      const signers = await signersOf(tx, contractId);
      return signers.length > 0 && signers.every((signer) => signer.signedAt);
    },

    /**
     * Gives each recipient a key and sends them their link (in the sending transaction). The 'sent'
     * event records the contractor's signature as it went out (`contractorSignature`, where it is
     * kept): the certificate lists the contractor as its first signer. With `signingCode`, the
     * contract opens for each only after a code texted to their mobile (issue 32 §4).
     */
    async issue(
      tx: Transaction,
      row: ContractRow,
      recipients: Recipient[],
      meta: RequestMeta,
      contractorSignature: { key: string; mimeType: string },
      { signingCode = false } = {},
    ): Promise<void> {
      const keys = recipients.map(() => newSigningKey());
      const signers = await insertSigners(
        tx,
        recipients.map((recipient, position) => ({
          contractId: row.id,
          position,
          partyType: recipient.partyType,
          clientId: recipient.clientId,
          subcontractorId: recipient.subcontractorId,
          name: recipient.name,
          businessName: recipient.businessName,
          email: recipient.email,
          phone: recipient.phone,
          keyHash: keys[position]?.hash ?? '',
          keySealed: sealSigningKey(keys[position]?.key ?? '', deps.linkKey),
          codeRequired: signingCode,
        })),
      );
      await recordEvents(tx, deps.queue, [
        {
          contractId: row.id,
          type: 'sent',
          actor: await contractorActor(tx, row.ownerId, meta),
          // The language the contractor sent it in: its certificate and copies are worded in it.
          data: { language: meta.language, contractorSignature, ...(signingCode ? { signingCode } : {}) },
        },
      ]);
      // An amendment's request names what it changes.
      const changes = row.originalId
        ? await amendmentChangesOf(
            tx,
            row,
            contractFormSchema.parse(row.data),
            scheduleLabels(await attachmentsOf(tx, row.id)),
          )
        : [];
      // In order, the first client is asked now and each of the others once the one before signed.
      await sendLinks(
        tx,
        row,
        signersToAsk(signsInOrder(row), signers).map((signer) => ({
          signer,
          key: keys[signer.position]?.key ?? '',
        })),
        meta,
        false,
        changes,
      );
      await sendCopies(tx, row, signers, meta.language);
    },

    /**
     * Sends those who have not signed their request again, with the link they already have (issue 32
     * §1: every link a client received keeps opening the contract). A key sent before keys were kept,
     * or kept under another auth secret, cannot be sent again: that signer gets a new one.
     */
    async resend(row: ContractRow, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        const { locked, signers } = await resendable(tx, row);
        const targets = [];
        for (const signer of signersToAsk(signsInOrder(locked), signers)) {
          const kept = signer.keySealed ? openSigningKey(signer.keySealed, deps.linkKey) : undefined;
          if (kept && hashSigningKey(kept) === signer.keyHash) {
            targets.push({ signer, key: kept });
            continue;
          }
          // Sent before keys were kept: a new key, at the same address.
          const key = newSigningKey();
          const sealed = sealSigningKey(key.key, deps.linkKey);
          await replaceKey(tx, signer, { hash: key.hash, sealed }, signer);
          targets.push({ signer, key: key.key });
        }
        await recordEvents(tx, deps.queue, [
          { contractId: locked.id, type: 'resent', actor: await contractorActor(tx, locked.ownerId, meta) },
        ]);
        await sendLinks(tx, locked, targets, { ...meta, language: await sentLanguage(tx, locked.id) }, true);
      });
    },

    /**
     * "Send a new link" (issue 32 §1): those who have not signed get a new key, sent to their
     * contact's details now (`contacts`: an address was wrong and is corrected), and their earlier
     * links stop working, saying they were replaced.
     */
    async newLinks(row: ContractRow, meta: RequestMeta, contacts: SignerContact[]): Promise<void> {
      await db.transaction(async (tx) => {
        const { locked, signers } = await resendable(tx, row);
        // Every unsigned link ends; in order, only the one whose turn it is is sent now.
        const asked = new Set(signersToAsk(signsInOrder(locked), signers).map((signer) => signer.id));
        const targets = [];
        for (const signer of signers) {
          const contact = contacts.find((one) => one.signerId === signer.id) ?? signer;
          // The code before opening goes to the mobile on the contract: a new link keeps needing one.
          if (signer.codeRequired && !textableMobile(contact.phone)) {
            throw badRequest('contractSigningCodeNoMobile', { name: signer.businessName || signer.name });
          }
          const key = newSigningKey();
          const sealed = sealSigningKey(key.key, deps.linkKey);
          await replaceKey(tx, signer, { hash: key.hash, sealed }, contact);
          if (!asked.has(signer.id)) continue;
          targets.push({ signer: { ...signer, email: contact.email, phone: contact.phone }, key: key.key });
        }
        await recordEvents(tx, deps.queue, [
          {
            contractId: locked.id,
            type: 'resent',
            actor: await contractorActor(tx, locked.ownerId, meta),
            data: { newLinks: true },
          },
        ]);
        await sendLinks(tx, locked, targets, { ...meta, language: await sentLanguage(tx, locked.id) }, true);
      });
    },

    /** Those of a contract's signers who have not signed yet, in the document's order. */
    async unsigned(contractId: string): Promise<SignerRow[]> {
      return (await signersOf(db, contractId)).filter((signer) => !signer.signedAt);
    },

    /** Tells the recipients of a withdrawn contract (its status already says the links are dead). */
    async withdraw(tx: Transaction, row: ContractRow, meta: RequestMeta): Promise<void> {
      await recordEvents(tx, deps.queue, [
        { contractId: row.id, type: 'cancelled', actor: await contractorActor(tx, row.ownerId, meta) },
      ]);
      if (!row.ownerId) return;
      // In order, those not yet sent the link never heard of it: nothing to withdraw for them.
      const signers = (await signersOf(tx, row.id)).filter(
        (signer) => !signsInOrder(row) || wasInvited(signer),
      );
      if (signers.length === 0) return;
      await messenger.withdrawn(tx, {
        language: await sentLanguage(tx, row.id),
        to: signers.map((signer) => ({ name: signer.name, email: signer.email })),
        contractor: await contractorOf(tx, row.ownerId),
        contract: contractFacts(row),
      });
    },

    /**
     * What became of the latest request to each signer, in the document's order: its email, and its
     * text. Null where nothing is known: no text went, or it went before deliveries were tracked.
     */
    async deliveries(contractId: string): Promise<RecipientDelivery[]> {
      const signers = await signersOf(db, contractId);
      const jobs = signers.flatMap((signer) => [signer.emailJobId, signer.smsJobId]);
      const statuses = await deliveryStatuses(
        db,
        jobs.filter((job): job is string => job !== null),
      );
      const statusOf = (job: string | null) => (job ? (statuses.get(job) ?? null) : null);
      return signers.map((signer) => ({
        Name: signer.businessName || signer.name,
        Email: statusOf(signer.emailJobId),
        Text: statusOf(signer.smsJobId),
      }));
    },

    /**
     * The original's trail says it was amended; the amendment's carries the changes its recipients
     * asked for and their decline, with their words (issue 32 §2).
     */
    async recordAmended(
      tx: Transaction,
      original: ContractRow,
      amendment: { id: string; revision: number },
      meta: RequestMeta,
    ) {
      await recordEvents(tx, deps.queue, [
        {
          contractId: original.id,
          type: 'amended',
          actor: await contractorActor(tx, original.ownerId, meta),
          data: { revision: amendment.revision },
        },
      ]);
      await carryResponses(tx, original, amendment.id);
    },

    /** What a key opens (doc 3 `preview3`); records the view and tells the contractor of the first. */
    async preview(code: string, meta: RequestMeta): Promise<SigningContract> {
      const { signer, contract, signed } = await openToRead(code, db, meta.userId);
      const ownerId = contract.ownerId ?? '';
      // What the reader signs: the contract in the language it was sent in, whatever the page's.
      const language = await sentLanguage(db, contract.id);
      const document = await builder().documentOfContract(ownerId, language, contract);
      const [contractor, signers, schedules, projectProvince, clients, responses] = await Promise.all([
        contractorOf(db, ownerId),
        signersOf(db, contract.id),
        attachmentsOf(db, contract.id),
        projectProvinceOf(db, contract.projectId),
        projectClientKindsOf(db, contract.projectId),
        responsesOf(db, contract.id, signer.id),
      ]);
      // The day the document is dated, as the builder dated it: the rule and the taxes it printed are that day's.
      const issuedOn = todayIn(contractor.province || projectProvince, contract.createdAt);
      const form = contractFormSchema.parse(contract.data);
      const cancellation = cancellationOf(
        consumerCancellationRuleOf({
          type: contract.type,
          clients,
          province: projectProvince,
          issuedOn,
          totalCost: form.Payment.TotalCost,
        }),
        languageOf(language),
      );
      // A signer back after signing is not a view the contractor is told of.
      await db.transaction(async (tx) => {
        if (signed) return;
        const { first, recorded } = await recordView(tx, signer.id);
        if (!recorded) return;
        // Every view is in the audit trail (issue 32 §6); the contractor is told of the first.
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: 'viewed',
            actor: { name: signer.name, email: signer.email, ip: meta.ip, userAgent: meta.userAgent },
          },
        ]);
        if (!first) return;
        await messenger.contractorNotice(tx, {
          // To the contractor, in their account's language: not the page's, which is the reader's.
          language: await accountLanguage(tx, ownerId),
          to: { name: contractor.name, email: contractor.email },
          kind: 'viewed',
          signerName: signer.name,
          contract: contractFacts(contract),
        });
      });
      return {
        Body: renderContractHtml(document),
        Language: language,
        Number: contract.number,
        Revision: contract.revision,
        Type: contract.type,
        BusinessName: contractor.businessName,
        ContractorName: contractor.name,
        ContractorEmail: contractor.email,
        ContractorPhone: contractor.phone,
        SignerName: signer.name,
        Signers: signers.map((one) => ({
          Name: one.name,
          BusinessName: one.businessName,
          SignedTime: one.signedAt?.toISOString() ?? null,
        })),
        InOrder: signsInOrder(contract),
        ExpiredTime: contract.expiresOn ?? '',
        SignedTime: signer.signedAt?.toISOString() ?? null,
        SealedSha256: contract.sealedSha256 ?? null,
        Responses: responses.map(signerResponse),
        Schedules: schedules.map(({ attachment, file }) => ({
          Slot: attachment.slot,
          Title: attachment.title,
          Name: file.originalName,
          MimeType: file.mimeType,
        })),
        Summary: signingSummaryOf(form, projectProvince, issuedOn),
        Changes: await amendmentChangesOf(db, contract, form, scheduleLabels(schedules)),
        ...(cancellation ? { Cancellation: cancellation } : {}),
        ...(contract.englishPdfKey ? { English: await englishOf(contract, signer.englishWishedAt) } : {}),
      };
    },

    /**
     * Under a key of a contract an amendment replaced (issue 32 §1): the same recipient's key of the
     * version sent since (found by their email), so that their old link leads to what they are asked
     * to sign now. Null when no newer version went out, not to them, or its key was not kept.
     */
    async newVersionKey(code: string, meta: RequestMeta): Promise<string | null> {
      const { signer, contract } = await open(code, db, meta.userId);
      if (!contract.ownerId) return null;
      const newer = await newerSentVersion(db, contract.ownerId, contract.number, contract.revision);
      if (!newer) return null;
      const email = signer.email.toLowerCase();
      const same = (await signersOf(db, newer.id)).find((one) => one.email.toLowerCase() === email);
      return (same?.keySealed && openSigningKey(same.keySealed, deps.linkKey)) || null;
    },

    /**
     * Quebec (Charter of the French language s. 55): records under the key the signer's express wish
     * to be bound by the English version, or takes it back (`wish` false) until they sign. Only a
     * contract also given in English, and only once its French was shown under this key; the audit
     * trail keeps each choice with its time, address and device. Answers the English to read and sign.
     */
    async englishWish(code: string, wish: boolean, meta: RequestMeta): Promise<SigningEnglish> {
      const { contract } = await openValid(code, db, meta.userId);
      if (!contract.englishPdfKey) throw new AppError(409, 'signingEnglishUnavailable');
      const wishedAt = await db.transaction(async (tx) => {
        // Locked as signing locks it: a wish and a signature of the same contract never cross.
        await lockContract(tx, contract.id);
        const { signer, refusal } = await open(code, tx, meta.userId);
        if (refusal) throw refusal;
        // The French is given first: the signing page that opened this key showed it (and recorded it).
        if (!signer.firstViewedAt) throw new AppError(409, 'signingEnglishFrenchFirst');
        if ((signer.englishWishedAt !== null) === wish) return signer.englishWishedAt;
        const set = await setEnglishWish(tx, signer.id, wish);
        if (!set) throw new AppError(409, 'signingAlreadySigned');
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: wish ? 'englishWished' : 'englishWithdrawn',
            actor: { name: signer.name, email: signer.email, ip: meta.ip, userAgent: meta.userAgent },
            ...(wish ? { data: { statement: englishWishStatement() } } : {}),
          },
        ]);
        return set.wishedAt;
      });
      return englishOf(contract, wishedAt);
    },

    /** A schedule of the contract a key opens, for reading before signing. */
    async schedule(code: string, slot: number, userId: string | null) {
      const { contract } = await openValid(code, db, userId);
      const found = (await attachmentsOf(db, contract.id)).find(({ attachment }) => attachment.slot === slot);
      if (!found) throw notFound();
      const bytes = await storage.get(found.file.storageKey);
      if (!bytes) throw notFound();
      return { bytes, name: found.file.originalName, mimeType: found.file.mimeType };
    },

    /** The PDF as sent, for the recipient to keep or print: the English once they wished it. */
    /**
     * The PDF a key's signer keeps: the sealed one once everyone signed and it is sealed, else the
     * one they were sent (in English when they wished it).
     */
    async originalPdf(code: string, userId: string | null) {
      const { contract, signer, province } = await openToRead(code, db, userId);
      const english = signer.englishWishedAt !== null && contract.englishPdfKey !== null;
      const sent = english ? contract.englishPdfKey : contract.originalPdfKey;
      const key = contract.sealedPdfKey ?? sent;
      const bytes = key ? await storage.get(key) : undefined;
      if (!bytes) throw notFound();
      // A signer back on their link before the seal gets the signatures given so far (issue 32 §1);
      // the English version's blocks sit elsewhere, so it stays as sent until sealed.
      if (contract.sealedPdfKey || !signer.signedAt || english || !contract.signatureLayout) {
        return { bytes, number: contract.number };
      }
      const signed = (await signersOf(db, contract.id)).filter(
        (one) => one.signedAt && (one.signatureMethod === 'drawn' || one.signatureMethod === 'typed'),
      );
      const stamped = await Promise.all(
        signed.map(async (one) => {
          const image = one.signatureKey ? await storage.get(one.signatureKey) : undefined;
          return {
            position: one.position,
            name: one.name,
            method: one.signatureMethod as 'drawn' | 'typed',
            ...(image ? { image } : {}),
            ...(one.typedName ? { typedName: one.typedName } : {}),
            signedAt: one.signedAt ?? new Date(),
          };
        }),
      );
      const language = await sentLanguage(db, contract.id);
      return {
        bytes: Buffer.from(
          await signedSoFarPdf(bytes, contract.signatureLayout, stamped, { language, province }),
        ),
        number: contract.number,
      };
    },

    /** Keeps a checked signature image under the key; answers the reference `sign` names it by. */
    async uploadSignature(code: string, png: Buffer, userId: string | null): Promise<string> {
      const { signer, contract } = await openValid(code, db, userId);
      const reference = randomBytes(12).toString('base64url');
      const key = `contracts/${contract.id}/signatures/${signer.id}-${reference}.png`;
      await storage.put(key, png, 'image/png');
      await setUploadedSignature(db, signer.id, key);
      return reference;
    },

    /** Signs under the key; the last signature queues the seal (in the same transaction). */
    async sign(
      code: string,
      signature: { reference: string; typedName: string },
      meta: RequestMeta,
    ): Promise<void> {
      const { signer, contract: opened } = await open(code, db, meta.userId);
      const contractor = await contractorOf(db, opened.ownerId ?? '');
      const complete = await db.transaction(async (tx) => {
        const contract = await lockContract(tx, signer.contractId);
        if (!contract?.ownerId) throw notFound('signingKeyInvalid');
        const { signer: current, refusal } = await open(code, tx, meta.userId);
        if (refusal) throw refusal;
        const inOrder = signsInOrder(contract);
        if (inOrder && signersToAsk(true, await signersOf(tx, contract.id))[0]?.id !== current.id) {
          throw new AppError(409, 'signingNotYourTurn');
        }
        const drawnKey =
          signature.reference !== '' && current.uploadedSignatureKey?.endsWith(`-${signature.reference}.png`)
            ? current.uploadedSignatureKey
            : null;
        if (signature.reference !== '' && !drawnKey) throw new AppError(400, 'signingSignatureUnreadable');
        if (!drawnKey && signature.typedName === '') throw new AppError(400, 'signingSignatureRequired');
        const method = drawnKey ? 'drawn' : 'typed';
        await markSigned(tx, current.id, {
          method,
          signatureKey: drawnKey,
          typedName: drawnKey ? null : signature.typedName,
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: current.id,
            type: 'signed',
            actor: { name: current.name, email: current.email, ip: meta.ip, userAgent: meta.userAgent },
            // The version the signer read and signed, where the contract has two (Quebec).
            data: {
              method,
              ...(contract.englishPdfKey ? { version: current.englishWishedAt ? 'en' : 'fr' } : {}),
            },
          },
        ]);
        await messenger.contractorNotice(tx, {
          // To the contractor, in their account's language, whoever signed from whichever page.
          language: await accountLanguage(tx, contract.ownerId),
          to: { name: contractor.name, email: contractor.email },
          kind: 'signed',
          signerName: current.name,
          contract: contractFacts(contract),
        });
        const everyone = await signersOf(tx, contract.id);
        if (!everyone.every((one) => one.id === current.id || one.signedAt)) {
          if (inOrder) await askNext(tx, contract, everyone, current.id);
          return false;
        }
        await deps.queue.enqueue(tx, sealContractJob, { contractId: contract.id });
        return true;
      });
      // The signer waits for the sealed copy: the worker starts now, not at its next poll.
      if (complete) deps.queue?.wake(sealContractJob);
    },
  };
}
