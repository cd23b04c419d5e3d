import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../test/test-app.js';
import { openDatabase, type Database } from './database.js';
import { isPoolQueryInTransaction, PoolQueryInTransaction } from './transaction-guard.js';

let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
let database: Database;
const warnings: Error[] = [];
beforeAll(async () => {
  throwaway = await createThrowawayDatabase();
  database = await openDatabase({ url: throwaway.url, embeddedDir: '/nonexistent', poolSize: 2 });
});
afterAll(async () => {
  await database.close();
  await throwaway.drop();
});

const one = sql`select 1 as one`;

describe('a query through the pool while a transaction is open', () => {
  it('is refused, while the same query through the transaction runs', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(one);
        await database.db.execute(one);
      }),
    ).rejects.toSatisfy(isPoolQueryInTransaction);
  });

  it('is refused when nested deeper in the call (another service reading through the pool)', async () => {
    const readThroughPool = async () => {
      await Promise.resolve();
      return database.db.execute(one);
    };
    await expect(database.db.transaction(async () => readThroughPool())).rejects.toSatisfy(
      isPoolQueryInTransaction,
    );
  });

  it('is refused for a second transaction opened inside the first', async () => {
    await expect(
      database.db.transaction(async () => database.db.transaction(async (inner) => inner.execute(one))),
    ).rejects.toSatisfy(isPoolQueryInTransaction);
  });

  it('is allowed before and after the transaction, and from work it left running', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await database.db.execute(one);
    await database.db.transaction(async (tx) => {
      await tx.execute(one);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => database.db.execute(one));
    });
    await expect(later).resolves.toBeDefined();
  });

  it('only warns in warn mode (production), and the query runs', async () => {
    const warned = await openDatabase({
      url: throwaway.url,
      embeddedDir: '/nonexistent',
      poolSize: 2,
      transactionGuard: 'warn',
      onGuardWarning: (error) => warnings.push(error),
    });
    try {
      await warned.db.transaction(async () => warned.db.execute(one));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toBeInstanceOf(PoolQueryInTransaction);
    } finally {
      await warned.close();
    }
  });
});

describe('connection bounds', () => {
  it('fails a request waiting for a connection of an exhausted pool instead of waiting for ever', async () => {
    const short = await openDatabase({ url: throwaway.url, embeddedDir: '/nonexistent', poolSize: 1 });
    // The bound is 10 s in the product; shortened here so the test does not wait that long.
    short.pool.options.connectionTimeoutMillis = 200;
    const held = await short.pool.connect();
    try {
      await expect(short.pool.query('select 1')).rejects.toThrow(/timeout/i);
    } finally {
      held.release();
      await short.close();
    }
  });

  it('has PostgreSQL end statements and idle transactions that run too long', async () => {
    const { rows } = await database.pool.query<{ statement: string; idle: string }>(
      `select current_setting('statement_timeout') as statement,
              current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(rows[0]).toEqual({ statement: '1min', idle: '1min' });
  });
});
