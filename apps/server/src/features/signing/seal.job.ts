import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import type { Metrics } from '../../ops/metrics.js';

/**
 * Seals a contract whose last recipient signed: the signatures drawn into the PDF as sent, the audit
 * certificate appended, the product's seal over the whole. Idempotent (it always starts again from
 * the PDF as sent, and only a Sent contract becomes Signed), so a crash mid-seal is simply retried.
 */
export const sealContractJob = defineJob({
  name: 'contracts.seal',
  payload: z.object({ contractId: z.uuid() }),
  // A seal takes well under a second: a run not finished in 30 s died with its process, and is run again.
  retry: { limit: 20, delaySeconds: 10, backoff: true, expireInSeconds: 30 },
  handler:
    ({ seal, metrics }: { seal: (contractId: string) => Promise<void>; metrics: Pick<Metrics, 'sealed'> }) =>
    async ({ contractId }) => {
      const started = performance.now();
      await seal(contractId);
      metrics.sealed(performance.now() - started);
    },
});
