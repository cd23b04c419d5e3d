import { WorkerPool } from '../../documents/worker-pool.js';

/** What the worker answers for one text: the text with its red marks, or why it failed. */
export type FrenchSpellAnswer = { text: string } | { failure: string };

/**
 * The French spell check runs in one worker thread of its own, started on the first French check and
 * then shared by every request of the process: a process that never checks French never loads the
 * dictionary, and a French lookup (a few hundred milliseconds for a typo) never holds the main thread.
 */
export const frenchSpellPool = new WorkerPool<string, FrenchSpellAnswer>({
  name: 'French spell check',
  script: new URL('./french-spell-worker.js', import.meta.url),
  // Checks take turns: each spends at most its one-second suggestion budget, and a second thread
  // would hold a second copy of the dictionary.
  size: 1,
  // The dictionary (about 30 MB) stays while French is being written, and goes after a quiet spell.
  idleLifetimeMs: 15 * 60_000,
});

/** Well past the suggestion budget and the dictionary's load: a worker this slow is stuck. */
const checkTimeLimitMs = 20_000;

export async function checkFrenchInPool(text: string): Promise<string> {
  const answer = await frenchSpellPool.run(text, { timeLimitMs: checkTimeLimitMs });
  if ('failure' in answer) throw new Error(`the French spell check failed: ${answer.failure}`);
  return answer.text;
}
