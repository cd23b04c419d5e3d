import { createHash } from 'node:crypto';
import {
  contractStatuses,
  type ContractSummary,
  type MessageKey,
  type MessageParams,
  type ScanConfirmation,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { JobQueue } from '../../queue/queue.js';
import type { FileStorage } from '../../storage/index.js';
import { readScan, ScanRefusal, scanAsPdf } from '../../documents/scan/index.js';
import { businessService } from '../profile/business.service.js';
import { contractsPolicy } from '../contracts/contracts.policy.js';
import {
  contractByDocumentCode,
  contractSummary,
  contractsOfProjects,
  lockContract,
  setPaperScan,
  type ContractRow,
} from '../contracts/contracts.service.js';
import { sealContractJob } from '../signing/seal.job.js';
import { markSigned, recordEvents, signersOf } from '../signing/signers.service.js';

export interface FilingDeps {
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
}

export interface ScanUpload {
  bytes: Uint8Array;
  /** From My Projects' modal: the contract the contractor chose. */
  contractId: string | null;
  /** The contractor said to file it although no code was read or pages are missing. */
  confirmed: boolean;
}

export interface FilingMeta {
  ip: string;
  userAgent: string;
}

/** A scan filed, or what the contractor must confirm first (with the words saying why). */
export type FilingOutcome =
  { filed: ContractSummary } | { confirm: ScanConfirmation; key: MessageKey; params: MessageParams };

/** Refusals answer 400 or 404: 409 is the answer that asks the contractor to confirm. */
const refuse = (status: 400 | 404, key: MessageKey, params?: MessageParams) =>
  new AppError(status, key, params);

/**
 * Files a copy signed on paper against its contract by the QR codes on its pages (doc 2 "Upload
 * Contract"): the scan becomes the signed copy, every recipient is recorded as having signed on
 * paper, and the same seal as electronic signing makes it as verifiable.
 */
export function scanFilingService(deps: FilingDeps) {
  const { db, storage } = deps;
  const policy = contractsPolicy(db);
  const business = businessService(db);

  async function read(bytes: Uint8Array) {
    try {
      return await readScan(bytes);
    } catch (error) {
      if (error instanceof ScanRefusal) throw refuse(400, error.key, error.params);
      throw error;
    }
  }

  /** The caller's contracts the scan's codes name; another account's code counts as unknown. */
  async function scannedContracts(userId: string, codes: string[]): Promise<ContractRow[]> {
    const rows = await Promise.all(codes.map((code) => contractByDocumentCode(db, code)));
    return rows.filter((row): row is ContractRow => row?.ownerId === userId);
  }

  function checkFileable(row: ContractRow): void {
    if (row.status === contractStatuses.draft)
      throw refuse(400, 'scanContractNotSent', { number: row.number });
    if (row.status === contractStatuses.signed)
      throw refuse(400, 'scanAlreadySigned', { number: row.number });
    if (row.status === contractStatuses.declined)
      throw refuse(400, 'scanContractDeclined', { number: row.number });
    if (row.status !== contractStatuses.sent)
      throw refuse(400, 'scanContractWithdrawn', { number: row.number });
  }

  return {
    async file(userId: string, meta: FilingMeta, upload: ScanUpload): Promise<FilingOutcome> {
      const chosen = upload.contractId ? await policy.ownContract({ userId }, upload.contractId) : undefined;
      const reading = await read(upload.bytes);
      const found = reading.pages.flatMap((page) => (page.code ? [page.code] : []));
      const codes = [...new Set(found.map((code) => code.code))];
      const scanned = await scannedContracts(userId, codes);
      if (codes.length > 0 && scanned.length === 0) throw notFound('scanContractNotFound');
      if (new Set(scanned.map((row) => row.id)).size > 1) {
        throw refuse(400, 'scanSeveralContracts', { numbers: scanned.map((row) => row.number).join(', ') });
      }
      const named = scanned[0];
      if (chosen && named && named.id !== chosen.id) {
        throw refuse(400, 'scanOtherContract', { scanned: named.number, chosen: chosen.number });
      }
      const target = named ?? chosen;
      if (!target) throw refuse(400, 'scanNoCode');
      checkFileable(target);
      const pageCount = Math.max(0, ...found.map((code) => code.pageCount));
      const pagesRead = new Set(found.map((code) => code.page));
      const missing = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
        (page) => !pagesRead.has(page),
      );
      if (!upload.confirmed && (!named || missing.length > 0)) {
        const confirm: ScanConfirmation = {
          Reason: named ? 'missingPages' : 'noCode',
          ContractId: target.id,
          Number: target.number,
          MissingPages: missing,
          PageCount: pageCount,
        };
        return named
          ? {
              confirm,
              key: 'scanConfirmMissingPages',
              params: { pages: missing.join(', '), count: pageCount, number: target.number },
            }
          : { confirm, key: 'scanConfirmNoCode', params: { number: target.number } };
      }
      const pdf = await scanAsPdf(upload.bytes);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const key = `contracts/${target.id}/paper-${sha256.slice(0, 16)}.pdf`;
      await storage.put(key, pdf, 'application/pdf');
      const profile = await business.read(userId);
      await db.transaction(async (tx) => {
        const locked = await lockContract(tx, target.id);
        if (!locked) throw notFound();
        checkFileable(locked);
        const signers = await signersOf(tx, locked.id);
        if (signers.some((signer) => signer.signedAt))
          throw refuse(400, 'scanPartlySignedOnline', { number: locked.number });
        await setPaperScan(tx, locked.id, { key, sha256 });
        for (const signer of signers) {
          await markSigned(tx, signer.id, {
            method: 'paper',
            signatureKey: null,
            typedName: null,
            ip: '',
            userAgent: '',
          });
        }
        await recordEvents(tx, deps.queue, [
          {
            contractId: locked.id,
            type: 'paperSigned',
            actor: {
              name: [profile.FirstName, profile.LastName].filter(Boolean).join(' '),
              email: profile.Email,
              ip: meta.ip,
              userAgent: meta.userAgent,
            },
            data: { sha256, pagesRead: [...pagesRead].sort((a, b) => a - b), pagesMissing: missing },
          },
        ]);
        await deps.queue.enqueue(tx, sealContractJob, { contractId: locked.id });
      });
      deps.queue.wake(sealContractJob);
      const [row] = (await contractsOfProjects(db, [target.projectId ?? ''])).filter(
        (one) => one.id === target.id,
      );
      if (!row) throw notFound();
      return { filed: contractSummary(row, profile.Province) };
    },
  };
}
