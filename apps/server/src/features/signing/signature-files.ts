import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../storage/index.js';
import { referencedSignatureKeys } from './signers.repository.js';

export interface SignatureSweepDeps {
  db: Db;
  storage: Pick<FileStorage, 'list' | 'delete'>;
  log: FastifyBaseLogger;
}

/**
 * A recipient's drawn signature is stored before the signer row names it (`uploadSignature`), and a
 * signer may draw again: a file no signer names an hour later belongs to an upload that never
 * committed, or was replaced, and is nobody's signature.
 */
export const strayAfterMs = 60 * 60_000;

/** Where recipients' signature images are kept: `contracts/<contract>/signatures/<signer>-<ref>.png`. */
const signatureKey = /^contracts\/[^/]+\/signatures\/[^/]+\.png$/;
const batch = 500;

/** Removes the signature images that no signer names and that are older than `strayAfterMs`. */
export async function sweepSignatureFiles(deps: SignatureSweepDeps, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - strayAfterMs;
  let removed = 0;
  let candidates: string[] = [];
  const removeStray = async () => {
    const referenced = await referencedSignatureKeys(deps.db, candidates);
    for (const key of candidates) {
      if (referenced.has(key)) continue;
      await deps.storage.delete(key);
      removed++;
    }
    candidates = [];
  };
  for await (const file of deps.storage.list('contracts/')) {
    if (!signatureKey.test(file.key) || file.modifiedAt.getTime() > cutoff) continue;
    candidates.push(file.key);
    if (candidates.length >= batch) await removeStray();
  }
  if (candidates.length > 0) await removeStray();
  if (removed > 0) deps.log.info({ removed }, 'signature images no signer names removed');
  return removed;
}
