import { contractFormSchema, contractTitle, contractTypes, personName, timeZoneOf } from '@tradepact/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../notify/notifier.js';
import type { FileStorage } from '../../storage/index.js';
import { sealContract } from '../../documents/seal/index.js';
import type { CertificateEvent, SealCredentials, SealSigner } from '../../documents/seal/seal-input.js';
import { accountEmail } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import { contractById, lockContract, markSealed, type ContractRow } from '../contracts/contracts.service.js';
import type { Transaction } from '../../queue/queue.js';
import { appendEvents, eventsOf } from './audit.repository.js';
import { signingMessenger } from './signing-messages.js';
import { signersOf } from './signers.repository.js';

export interface SealingDeps {
  db: Db;
  storage: FileStorage;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  credentials: SealCredentials;
  log: FastifyBaseLogger;
}

/**
 * Turns a fully signed contract into its sealed PDF, then, in one transaction, marks it Signed with
 * that file and queues the completion email: a contract is never Signed without its sealed file, and
 * the email goes once, with the status change that only one run can make.
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
     * The whole seal runs under the contract's row lock: two runs (a retry, the sweep) wait for each
     * other and the second finds it Signed; the file is written under the one key a contract's seal
     * has, so a run killed after writing it and before committing leaves nothing the next run does
     * not overwrite.
     */
    async seal(contractId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const contract = await lockContract(tx, contractId);
        if (!contract?.ownerId || contract.status !== 'Sent') return;
        await sealLocked(tx, { ...contract, ownerId: contract.ownerId });
      });
    },
  };

  async function sealLocked(tx: Transaction, contract: ContractRow & { ownerId: string }): Promise<void> {
    const contractId = contract.id;
    const signers = await signersOf(tx, contractId);
    if (signers.length === 0 || signers.some((signer) => !signer.signedAt)) return;
    const [profile, account, events, original] = await Promise.all([
      business.read(contract.ownerId),
      accountEmail(db, contract.ownerId),
      eventsOf(tx, contractId),
      // A copy signed on paper is sealed from its scan; otherwise from the PDF as sent.
      bytesOf(contract.paperScanKey ?? contract.originalPdfKey, 'the PDF to seal'),
    ]);
    const amended = contract.originalId ? await contractById(tx, contract.originalId) : undefined;
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
      })),
    );
    const certificateEvents: CertificateEvent[] = events.map((event) => ({
      at: event.at,
      type: event.type as CertificateEvent['type'],
      actorName: event.actorName,
      actorEmail: event.actorEmail,
      ip: event.ip,
      userAgent: event.userAgent,
      data: event.data as CertificateEvent['data'],
    }));
    const sent = events.find((event) => event.type === 'sent');
    const language = typeof sent?.data.language === 'string' ? sent.data.language : 'en';
    const contractorName = personName(profile.FirstName, profile.LastName);
    const businessName = profile.Name || contractorName;
    const title = contractTitle(contractFormSchema.parse(contract.data).ScopeOfServices);
    const sealed = await sealContract(
      {
        language,
        original,
        layout: contract.signatureLayout ?? [],
        contract: {
          number: contract.number,
          revision: contract.revision,
          title,
          businessName,
          contractorName,
          contractorEmail: profile.Email || account,
          documentCode: contract.documentCode ?? '',
          originalSha256: contract.originalSha256 ?? '',
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
        signers: sealSigners,
        events: certificateEvents,
        verifyUrl: `${deps.publicUrl}/verify`,
      },
      deps.credentials,
    );
    const key = `contracts/${contractId}/sealed.pdf`;
    await storage.put(key, sealed.bytes, 'application/pdf');
    const filename = `contract-${contract.number}${contract.revision ? `-r${contract.revision}` : ''}.pdf`;
    if (!(await markSealed(tx, contractId, { key, sha256: sealed.sha256 }))) return;
    await appendEvents(tx, [{ contractId, type: 'sealed', data: { sha256: sealed.sha256 } }]);
    await messenger.completed(tx, {
      language,
      to: [
        ...signers.map((signer) => ({ name: signer.name, email: signer.email })),
        { name: contractorName, email: profile.Email || account },
      ].filter((one) => one.email !== ''),
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
      sealed: { storageKey: key, sha256: sealed.sha256, filename },
    });
    deps.log.info({ contract: contractId, sha256: sealed.sha256 }, 'contract sealed');
  }

  return service;
}
