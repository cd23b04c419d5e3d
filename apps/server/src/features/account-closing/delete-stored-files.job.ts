import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import type { FileStorage } from '../../storage/index.js';

/** Keys per job: a closed account with thousands of uploads makes several small jobs. */
export const storedFilesPerJob = 200;

/**
 * Deletes stored files whose rows are gone (a closed account's uploads and unsigned contracts' PDFs).
 * Storage is not transactional: the job is queued in the transaction that deletes the rows, so a
 * crash after the commit still deletes the bytes, and a rollback deletes nothing. Deleting a key
 * already gone does nothing, so a second run is harmless.
 */
export const deleteStoredFilesJob = defineJob({
  name: 'storage.delete',
  payload: z.object({ keys: z.array(z.string().min(1)).min(1).max(storedFilesPerJob) }),
  retry: { limit: 20, delaySeconds: 30, backoff: true, expireInSeconds: 120 },
  handler:
    ({ storage }: { storage: Pick<FileStorage, 'delete'> }) =>
    async ({ keys }) => {
      for (const key of keys) await storage.delete(key);
    },
});
