import { parentPort, threadId } from 'node:worker_threads';

/** A worker for the worker pool's own tests: each job says how long to keep the thread busy, or how to fail. */
export type PoolTestJob = { id: number; busyMs?: number } | { fail: 'throw' | 'exit' };
export interface PoolTestAnswer {
  id: number;
  threadId: number;
  startedAt: number;
  endedAt: number;
}

const now = () => performance.timeOrigin + performance.now();

parentPort?.on('message', (job: PoolTestJob) => {
  if ('fail' in job) {
    if (job.fail === 'exit') process.exit(3);
    throw new Error('the job broke its worker');
  }
  const startedAt = now();
  // Busy, not asleep: the thread is held as pdfmake or pdfjs hold it.
  while (now() - startedAt < (job.busyMs ?? 0));
  const answer: PoolTestAnswer = { id: job.id, threadId, startedAt, endedAt: now() };
  parentPort?.postMessage(answer);
});
