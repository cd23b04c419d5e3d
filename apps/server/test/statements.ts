import type { TestApp } from './test-app.js';

/** Runs `work` and answers what it gave and how many SQL statements went through the app's pool. */
export async function countStatements<T>(
  t: TestApp,
  work: () => Promise<T>,
): Promise<{ result: T; count: number }> {
  let count = 0;
  const pool = t.services.database.pool;
  const original = pool.query.bind(pool);
  pool.query = ((...args: Parameters<typeof original>) => {
    count += 1;
    return original(...args);
  }) as typeof pool.query;
  try {
    return { result: await work(), count };
  } finally {
    pool.query = original;
  }
}
