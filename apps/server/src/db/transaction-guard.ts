import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Db } from './database.js';

/**
 * A query made through the pool while the same request's transaction holds a pooled connection.
 * With every connection held by such transactions, each waits for an n+1th that never frees: the
 * whole server stops answering (measured: ten concurrent sends froze it for good). Inside a
 * transaction, every query goes through the transaction.
 */
export class PoolQueryInTransaction extends Error {
  constructor() {
    super(
      'a query went through the connection pool while a transaction was open; pass the transaction instead',
    );
    this.name = 'PoolQueryInTransaction';
  }
}

export type GuardMode = 'throw' | 'warn';

/** Whether `error` is, or was caused by, the guard's refusal (Drizzle wraps a failed query's error). */
export function isPoolQueryInTransaction(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof PoolQueryInTransaction) return true;
  }
  return false;
}

/** Whether the code running now was called from inside a transaction's callback that has not ended. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * Marks the code inside `db.transaction(...)` callbacks, and makes the pool refuse (or report) a
 * connection asked for from there. The mark ends with the callback, so work the transaction starts
 * and leaves running (a promise resolved after commit) is not mistaken for a query inside it.
 */
export function guardTransactions(
  db: Pick<Db, 'transaction'>,
  pool: pg.Pool,
  mode: GuardMode,
  warn: (error: Error) => void = () => undefined,
): void {
  const transaction = db.transaction.bind(db);
  const guarded: Db['transaction'] = (callback, config) =>
    transaction(async (tx) => {
      const mark = { open: true };
      try {
        return await openTransaction.run(mark, () => callback(tx));
      } finally {
        mark.open = false;
      }
    }, config);
  db.transaction = guarded;

  const check = () => {
    if (!openTransaction.getStore()?.open) return;
    const error = new PoolQueryInTransaction();
    if (mode === 'throw') throw error;
    warn(error);
  };
  // pg's Pool.query takes its connection through this.connect, so guarding connect covers both.
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    connect: (...args: unknown[]) => {
      check();
      return connect(...args);
    },
  });
}
