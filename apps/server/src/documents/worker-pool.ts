import { Worker, type TransferListItem } from 'node:worker_threads';

/**
 * A fixed number of worker threads for CPU-bound document work (rendering contracts, reading scans):
 * synchronous libraries that hold a thread for seconds must not hold the server's main thread, where
 * every other request, and every open transaction waiting to send its next statement, would wait.
 */

export interface WorkerPoolOptions {
  /** Names the pool in its errors: "the render worker exited with code 1". */
  name: string;
  /** The worker's module as compiled, beside its caller: `new URL('./render-worker.js', import.meta.url)`. */
  script: URL;
  /** Jobs run at once; the others wait their turn in the order they came. */
  size: number;
  /** An idle worker holds its libraries in memory: it ends when no job came for this long. */
  idleLifetimeMs: number;
}

export interface RunOptions {
  /** Buffers handed over to the worker instead of copied: the caller must not use them afterwards. */
  transfer?: readonly TransferListItem[];
  /** A job still running after this long is cut off, its worker ended and replaced. */
  timeLimitMs?: number;
}

/** A job cut off by its time limit. */
export class WorkerTimedOut extends Error {
  constructor(pool: string, timeLimitMs: number) {
    super(`the ${pool} worker took longer than ${timeLimitMs} ms`);
    this.name = 'WorkerTimedOut';
  }
}

/** A job refused, or cut off, because the pool was closed. */
export class WorkerPoolClosed extends Error {
  constructor(pool: string) {
    super(`the ${pool} pool is closed`);
    this.name = 'WorkerPoolClosed';
  }
}

/**
 * The worker's module: the compiled JavaScript in dist; the TypeScript source under vitest or tsx,
 * where the thread first registers tsx's loader (vitest's module runner does not reach worker threads,
 * and Node's own type stripping does not map the sources' `.js` imports to their `.ts` files).
 */
function startWorker(script: URL): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(script);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(script.href.replace(/\.js$/, '.ts'));
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
  });
}

/**
 * Each worker takes one job at a time and answers it with one message. Workers start on demand, up
 * to `size`; a worker that crashes, exits or overruns its time limit is ended and the next job starts
 * a fresh one in its place.
 */
export class WorkerPool<Job, Answer> {
  readonly #options: WorkerPoolOptions;
  readonly #idle: Worker[] = [];
  readonly #idleTimers = new Map<Worker, NodeJS.Timeout>();
  readonly #busy = new Set<Worker>();
  readonly #waiting: { go: () => void; refuse: (error: Error) => void }[] = [];
  #running = 0;
  #closed = false;

  constructor(options: WorkerPoolOptions) {
    this.#options = options;
  }

  /** Runs a job on a free worker, once one is free, and answers the worker's answer. */
  async run(job: Job, options: RunOptions = {}): Promise<Answer> {
    await this.#takeTurn();
    try {
      // Closed while this job waited for its turn to resume.
      if (this.#closed) throw new WorkerPoolClosed(this.#options.name);
      return await this.#runOn(this.#takeWorker(), job, options);
    } finally {
      this.#endTurn();
    }
  }

  /** Ends every worker: jobs running or waiting are refused with WorkerPoolClosed, and so are later ones. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const waiter of this.#waiting.splice(0)) waiter.refuse(new WorkerPoolClosed(this.#options.name));
    for (const timer of this.#idleTimers.values()) clearTimeout(timer);
    this.#idleTimers.clear();
    const workers = [...this.#idle.splice(0), ...this.#busy];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  async #takeTurn(): Promise<void> {
    if (this.#closed) throw new WorkerPoolClosed(this.#options.name);
    if (this.#running < this.#options.size) {
      this.#running += 1;
      return;
    }
    await new Promise<void>((go, refuse) => this.#waiting.push({ go, refuse }));
  }

  /** Hands the turn to the next job waiting, if any. */
  #endTurn(): void {
    const next = this.#waiting.shift();
    if (next) next.go();
    else this.#running -= 1;
  }

  #takeWorker(): Worker {
    const worker = this.#idle.pop() ?? startWorker(this.#options.script);
    clearTimeout(this.#idleTimers.get(worker));
    this.#idleTimers.delete(worker);
    worker.ref();
    return worker;
  }

  /** An idle worker does not keep the process alive, and ends after a while without work. */
  #putBack(worker: Worker): void {
    worker.unref();
    this.#idle.push(worker);
    const timer = setTimeout(() => {
      this.#idle.splice(this.#idle.indexOf(worker), 1);
      this.#idleTimers.delete(worker);
      void worker.terminate();
    }, this.#options.idleLifetimeMs);
    timer.unref();
    this.#idleTimers.set(worker, timer);
  }

  #runOn(worker: Worker, job: Job, { transfer, timeLimitMs }: RunOptions): Promise<Answer> {
    const { name } = this.#options;
    this.#busy.add(worker);
    return new Promise((resolve, reject) => {
      const settle = (healthy: boolean) => {
        clearTimeout(timer);
        this.#busy.delete(worker);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (healthy && !this.#closed) this.#putBack(worker);
        else void worker.terminate();
      };
      const onMessage = (answer: Answer) => {
        settle(true);
        resolve(answer);
      };
      const onError = (error: Error) => {
        settle(false);
        reject(error);
      };
      const onExit = (code: number) => {
        settle(false);
        reject(
          this.#closed
            ? new WorkerPoolClosed(name)
            : new Error(`the ${name} worker exited with code ${code}`),
        );
      };
      // A job that pins its worker (a crafted PDF, an enormous image) is cut off, and its worker with it.
      const timer =
        timeLimitMs === undefined
          ? undefined
          : setTimeout(() => {
              settle(false);
              reject(new WorkerTimedOut(name, timeLimitMs));
            }, timeLimitMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      try {
        worker.postMessage(job, transfer);
      } catch (error) {
        // A job that cannot be copied to the thread never reached it: the worker is still sound.
        settle(true);
        reject(error);
      }
    });
  }
}
