import { contractFileName } from './contract-file-name.js';
import { randomUUID } from 'node:crypto';
import {
  contractFormSchema,
  contractTitle,
  contractTypes,
  personName,
  timeZoneOf,
  todayIn,
  citationIn,
  languageOf,
} from '@tradepact/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../notify/notifier.js';
import type { FileStorage } from '../../storage/index.js';
import { sealContract } from '../../documents/seal/index.js';
import type {
  CertificateEvent,
  ContractorSignature,
  SealCredentials,
  SealSigner,
} from '../../documents/seal/seal-input.js';
import { accountEmail, accountLanguage } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import { consumerCancellationDeadline } from '../contracts/consumer.js';
import { contractById } from '../contracts/contracts.service.js';
import { eventsOf, type AuditEventRow } from './audit.repository.js';
import { recordEvents } from './audit-trail.service.js';
import { sealContractJob } from './seal.job.js';
import {
  claimSeal,
  commitSeal,
  projectClientKindsOf,
  projectProvinceOf,
  releaseSealClaim,
} from './seal.repository.js';
import { signingMessenger } from './signing-messages.js';
import { reissueKeyOfSigned, signersOf } from './signers.repository.js';
import { hashSigningKey, newSigningKey, openSigningKey, sealSigningKey } from './signing-keys.js';
import { sealedCancellationData } from './sealed-cancellation.js';
import { identityCheckOf } from './identity-check.js';
import type { JobQueue } from '../../queue/queue.js';

export interface SealingDeps {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  credentials: SealCredentials;
  log: FastifyBaseLogger;
  /** Queues the webhooks of what the trail records (contract.completed). */
  queue: JobQueue;
  /** Opens the signing keys kept sealed (signing-keys.ts): a consumer's cancel link carries theirs. */
  linkKey: Buffer;
}

type ContractRow = NonNullable<Awaited<ReturnType<typeof contractById>>>;

/**
 * Which version of the contract is sealed: a copy signed on paper from its scan; otherwise the PDF as
 * sent, in French, unless the contractor also gave a Quebec contract in English and every client
 * signer expressly wished to be bound by it (Charter of the French language s. 55): one signer
 * without that wish and the French binds everyone.
 */
export function versionToSeal(
  contract: Pick<
    ContractRow,
    | 'paperScanKey'
    | 'originalPdfKey'
    | 'originalSha256'
    | 'signatureLayout'
    | 'englishPdfKey'
    | 'englishSha256'
    | 'englishSignatureLayout'
  >,
  signers: readonly { englishWishedAt: Date | null }[],
) {
  const twoVersions = !contract.paperScanKey && contract.englishPdfKey !== null;
  if (twoVersions && signers.length > 0 && signers.every((signer) => signer.englishWishedAt)) {
    return {
      twoVersions,
      language: 'en' as const,
      key: contract.englishPdfKey,
      sha256: contract.englishSha256 ?? '',
      layout: contract.englishSignatureLayout ?? [],
    };
  }
  return {
    twoVersions,
    language: 'fr' as const,
    key: contract.paperScanKey ?? contract.originalPdfKey,
    sha256: contract.originalSha256 ?? '',
    layout: contract.signatureLayout ?? [],
  };
}

/** A seal another run is working on: this run fails, and its job is tried again later. */
export class SealInProgress extends Error {
  constructor(contractId: string) {
    super(`contract ${contractId} is being sealed by another run`);
    this.name = 'SealInProgress';
  }
}

/**
 * A claim older than a seal job's run may last belongs to a run that died: pg-boss runs the job
 * again then, and that run takes the claim over.
 */
const claimStaleSeconds = sealContractJob.retry.expireInSeconds;

/** Doc 2 §3 party type of a client signer (1 is the sub-contractor). */
const clientParty = 2;

/**
 * Turns a fully signed contract into its sealed PDF, then, in one short transaction, marks it Signed
 * with that file and queues the completion email: a contract is never Signed without its sealed file,
 * and the email goes once, with the status change that only one run can make. No transaction or row
 * lock is held while the PDF is stamped, timestamped and stored.
 */
export function sealingService(deps: SealingDeps) {
  const { db, storage } = deps;
  const business = businessService(db);
  const messenger = signingMessenger(deps.notifier, {
    productName: deps.productName,
    publicUrl: deps.publicUrl,
  });

  async function bytesOf(key: string | null, what: string): Promise<Uint8Array> {
    const bytes = key ? await storage.get(key) : undefined;
    if (!bytes) throw new Error(`${what} is missing from storage (${key ?? 'no key'})`);
    return bytes;
  }

  const service = {
    /**
     * Claims the contract's seal (a short statement), seals with no transaction open, and commits the
     * result only while the claim is still this run's. Two runs (a retry, the sweep) never both work:
     * the second fails while the first's claim is fresh, and finds the contract Signed on its retry.
     * Each run writes its sealed PDF under a key of its own, so a run that lost its claim deletes only
     * its own file.
     */
    async seal(contractId: string): Promise<void> {
      const claim = randomUUID();
      const claimed = await claimSeal(db, contractId, claim, claimStaleSeconds);
      if (!claimed) {
        const contract = await contractById(db, contractId);
        if (contract?.status === 'Sent' && contract.sealClaimedAt) throw new SealInProgress(contractId);
        return;
      }
      try {
        await sealClaimed(contractId, claim, claimed.replaced);
      } catch (error) {
        await releaseSealClaim(db, contractId, claim);
        throw error;
      }
    },
  };

  /**
   * The contractor's signature as the 'sent' event recorded it: when, from where, and the image kept
   * then (none for a contract sent before images were kept).
   */
  async function contractorSignatureOf(
    sent: AuditEventRow | undefined,
    sentAt: Date,
  ): Promise<ContractorSignature> {
    const kept = sent?.data.contractorSignature as { key?: unknown; mimeType?: unknown } | undefined;
    const image =
      typeof kept?.key === 'string' && typeof kept.mimeType === 'string'
        ? { mimeType: kept.mimeType, bytes: await bytesOf(kept.key, 'the contractor’s signature') }
        : undefined;
    return {
      signedAt: sent?.at ?? sentAt,
      ip: sent?.ip ?? '',
      userAgent: sent?.userAgent ?? '',
      ...(image ? { image } : {}),
    };
  }

  /** The sealed PDF of a run: a key of its own, so that no other run's file is ever replaced. */
  const sealedKey = (contractId: string, claim: string) => `contracts/${contractId}/sealed-${claim}.pdf`;

  async function sealClaimed(contractId: string, claim: string, replaced: string | null): Promise<void> {
    const contract = await contractById(db, contractId);
    const signers = await signersOf(db, contractId);
    if (!contract?.ownerId || signers.length === 0 || signers.some((signer) => !signer.signedAt)) {
      await releaseSealClaim(db, contractId, claim);
      return;
    }
    const sealed = versionToSeal(contract, signers);
    const [profile, account, ownLanguage, events, projectProvince, original] = await Promise.all([
      business.read(contract.ownerId),
      accountEmail(db, contract.ownerId),
      accountLanguage(db, contract.ownerId),
      eventsOf(db, contractId),
      projectProvinceOf(db, contract.projectId),
      bytesOf(sealed.key, 'the PDF to seal'),
    ]);
    const amended = contract.originalId ? await contractById(db, contract.originalId) : undefined;
    const sentAt = contract.sentAt ?? contract.createdAt;
    const sealSigners: SealSigner[] = await Promise.all(
      signers.map(async (signer) => ({
        position: signer.position,
        role: contract.type === contractTypes.client ? ('client' as const) : ('subcontractor' as const),
        name: signer.name,
        businessName: signer.businessName,
        email: signer.email,
        method: (signer.signatureMethod ?? 'typed') as SealSigner['method'],
        ...(signer.signatureKey ? { image: await bytesOf(signer.signatureKey, 'a signature') } : {}),
        ...(signer.typedName ? { typedName: signer.typedName } : {}),
        sentAt,
        viewedAt: signer.firstViewedAt,
        signedAt: signer.signedAt ?? new Date(),
        ip: signer.signIp ?? '',
        userAgent: signer.signUserAgent ?? '',
        ...(sealed.twoVersions
          ? { version: { sealed: sealed.language, englishWishedAt: signer.englishWishedAt } }
          : {}),
        ...identityCheckOf(events, signer),
      })),
    );
    const certificateEvents: CertificateEvent[] = events.map((event) => ({
      at: event.at,
      type: event.type,
      actorName: event.actorName,
      actorEmail: event.actorEmail,
      ip: event.ip,
      userAgent: event.userAgent,
      data: event.data as CertificateEvent['data'],
    }));
    const sent = events.find((event) => event.type === 'sent');
    const sentIn = typeof sent?.data.language === 'string' ? sent.data.language : 'en';
    const contractorSignature = await contractorSignatureOf(sent, sentAt);
    // The certificate speaks the version it seals: the English of a Quebec contract every signer
    // expressly wished in English; otherwise the language the contract was sent in.
    const language = sealed.language === 'en' ? 'en' : sentIn;
    const contractorName = personName(profile.FirstName, profile.LastName);
    const businessName = profile.Name || contractorName;
    const form = contractFormSchema.parse(contract.data);
    const title = contractTitle(form.ScopeOfServices);
    // The signed copy is delivered by the completion email, queued with this seal a moment from now:
    // the certificate sealed here records this time as its delivery, and the deadline counts from it.
    const deliveredAt = new Date();
    const cancellation = consumerCancellationDeadline(
      {
        type: contract.type,
        // The clients as they are now: a business mark changed after sending is rare, and the
        // contract's own first page printed the status it had then.
        clients: await projectClientKindsOf(db, contract.projectId),
        province: projectProvince,
        // The day the document is dated, as the builder dated it: the rule it printed is that day's.
        issuedOn: todayIn(profile.Province || projectProvince, contract.createdAt),
        totalCost: form.Payment.TotalCost,
      },
      deliveredAt,
    );
    const sealedPdf = await sealContract(
      {
        language,
        original,
        layout: sealed.layout,
        contract: {
          number: contract.number,
          revision: contract.revision,
          title,
          businessName,
          contractorName,
          contractorEmail: profile.Email || account,
          documentCode: contract.documentCode ?? '',
          originalSha256: sealed.sha256,
          ...(amended
            ? {
                amends: {
                  number: amended.number,
                  revision: amended.revision,
                  sealedSha256: amended.sealedSha256,
                },
              }
            : {}),
        },
        timeZone: timeZoneOf(profile.Province),
        contractorSignature,
        signers: sealSigners,
        events: certificateEvents,
        ...(cancellation
          ? {
              cancellation: {
                deliveredAt,
                lastDay: cancellation.lastDay,
                timeZone: cancellation.timeZone,
                ...citationIn(cancellation.record, languageOf(language)),
              },
            }
          : {}),
        publicUrl: deps.publicUrl,
      },
      deps.credentials,
    );
    const key = sealedKey(contractId, claim);
    await storage.put(key, sealedPdf.bytes, 'application/pdf');
    const filename = contractFileName(contract);
    const committed = await db.transaction(async (tx) => {
      if (!(await commitSeal(tx, contractId, claim, { key, sha256: sealedPdf.sha256 }))) return false;
      // The delivery time and the deadline the certificate printed, kept where the cancel page reads
      // them back: a later change of rule or of the clients' business mark does not move them.
      await recordEvents(tx, deps.queue, [
        {
          contractId,
          type: 'sealed',
          data: {
            sha256: sealedPdf.sha256,
            ...(cancellation && {
              cancellation: sealedCancellationData(cancellation, deliveredAt, languageOf(language)),
            }),
          },
        },
      ]);
      // A consumer who may cancel gets their cancel link with the sealed copy: it carries the key of
      // the link they signed from, which keeps opening (issue 32 §1). A key not kept (sent before
      // keys were, or under another auth secret) is replaced, and the old link says so.
      const cancelKeys = new Map<string, string>();
      if (cancellation) {
        for (const signer of signers) {
          if (signer.partyType !== clientParty || signer.email === '') continue;
          const kept = signer.keySealed ? openSigningKey(signer.keySealed, deps.linkKey) : undefined;
          if (kept && hashSigningKey(kept) === signer.keyHash) {
            cancelKeys.set(signer.id, kept);
            continue;
          }
          const key = newSigningKey();
          await reissueKeyOfSigned(tx, signer, {
            hash: key.hash,
            sealed: sealSigningKey(key.key, deps.linkKey),
          });
          cancelKeys.set(signer.id, key.key);
        }
      }
      const completion = {
        contractor: {
          businessName,
          name: contractorName,
          email: profile.Email || account,
          phone: profile.Phone,
        },
        contract: {
          number: contract.number,
          revision: contract.revision,
          title,
          type: contract.type,
          expiresOn: contract.expiresOn ?? '',
          amendment: contract.revision > 0,
        },
        sealed: { storageKey: key, sha256: sealedPdf.sha256, filename },
      };
      const withAddress = (to: { name: string; email: string }[]) => to.filter((one) => one.email !== '');
      // The signers' copies in the contract's language, the contractor's in their account's: an
      // English contractor's Quebec client reads French, the contractor English.
      await messenger.completed(tx, {
        ...completion,
        language,
        to: withAddress(
          signers.map((signer) => ({
            name: signer.name,
            email: signer.email,
            ...(cancelKeys.has(signer.id) && { cancelKey: cancelKeys.get(signer.id) }),
          })),
        ),
        ...(cancellation && { cancellation: { deadline: cancellation, reader: 'consumer' as const } }),
      });
      // Those copied (issue 32 §4) get the sealed copy too, in the contract's language: they do not sign,
      // and a consumer's right to cancel is not theirs.
      const copies = contract.data.Copies ?? [];
      if (copies.length > 0) {
        await messenger.completed(tx, {
          ...completion,
          language,
          to: copies.map((copy) => ({ name: copy.Name, email: copy.Email })),
        });
      }
      await messenger.completed(tx, {
        ...completion,
        language: ownLanguage,
        to: withAddress([{ name: contractorName, email: profile.Email || account }]),
        ...(cancellation && { cancellation: { deadline: cancellation, reader: 'contractor' as const } }),
      });
      return true;
    });
    if (!committed) {
      // Another run took the claim over and commits its own file: this run's is nobody's.
      await storage.delete(key);
      return;
    }
    // A run that died or failed before this one may have stored its file: it is nobody's either.
    if (replaced && replaced !== claim) await storage.delete(sealedKey(contractId, replaced));
    deps.log.info({ contract: contractId, sha256: sealedPdf.sha256 }, 'contract sealed');
  }

  return service;
}
