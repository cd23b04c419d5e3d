import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { countStatements } from '../../test/statements.js';
import { buildApp } from '../app.js';
import { embeddedDirFor, openDatabase } from '../db/database.js';
import { publishEula } from '../features/content/publish.js';
import { createPublicCache } from './public-cache.js';

const checkEveryMs = 1000;

let t: TestApp;
/** Another server on the same database: its own app, cache and pool (the trigger's view of a write). */
let b: { app: FastifyInstance; close(): Promise<void> };
/** A client of the database outside any server, as an operator's psql is. */
let outside: pg.Pool;

function databaseUrl(): string {
  const { connection } = t.services.database;
  if (!('connectionString' in connection)) throw new Error('the test database is named by a URL');
  return connection.connectionString;
}

async function secondServer() {
  const database = await openDatabase({
    url: databaseUrl(),
    embeddedDir: embeddedDirFor(t.dataDir),
    poolSize: 2,
  });
  const app = await buildApp({ ...t.services, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

beforeAll(async () => {
  // The caches' clock stands still until a test moves it; the database's timers run as ever.
  vi.useFakeTimers({ toFake: ['performance'] });
  t = await createTestApp({ PUBLIC_CACHE_CHECK_MS: String(checkEveryMs) });
  b = await secondServer();
  outside = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
});
afterAll(async () => {
  vi.useRealTimers();
  await outside.end();
  await b.close();
  await t.close();
});
const passTheInterval = () => vi.advanceTimersByTime(checkEveryMs);

const monthlyPrice = async (app: FastifyInstance): Promise<number> => {
  const response = await app.inject({ url: '/api/site/subscriptionplans' });
  expect(response.statusCode).toBe(200);
  return response.json().Data.find((plan: { Type: number }) => plan.Type === 2).Price;
};

const eulaVersion = async (app: FastifyInstance): Promise<number> =>
  (await app.inject({ url: '/api/site/eula' })).json().Data.Version;

const versionOf = async (name: string): Promise<number> => {
  const { rows } = await outside.query('select version from content_versions where name = $1', [name]);
  return Number(rows[0]?.version ?? 0);
};

describe('public answers kept in memory', () => {
  it('answers a kept answer without a query while the interval lasts', async () => {
    passTheInterval();
    const first = await monthlyPrice(t.app);
    const { result, count } = await countStatements(t, () => monthlyPrice(t.app));
    expect(result).toBe(first);
    expect(count).toBe(0);
  });

  it('reads only the versions, in one query, when the interval has passed and nothing changed', async () => {
    await monthlyPrice(t.app);
    passTheInterval();
    const { count } = await countStatements(t, () => monthlyPrice(t.app));
    expect(count).toBe(1);
  });

  it('sees a change made in the database outside the server once the interval has passed', async () => {
    passTheInterval();
    const before = await monthlyPrice(t.app);
    await outside.query('update subscription_plans set price_cents = price_cents + 100 where type = 2');
    expect(await monthlyPrice(t.app)).toBe(before);
    passTheInterval();
    expect(await monthlyPrice(t.app)).toBe(before + 100);
  });

  it('changes a ready answer’s body and ETag on every server once the database bumps the version', async () => {
    const read = async (app: FastifyInstance) => {
      const response = await app.inject({ url: '/api/site/subscriptionplans' });
      return { etag: String(response.headers.etag), body: response.body };
    };
    passTheInterval();
    const before = await read(t.app);
    expect(await read(b.app)).toEqual(before);
    await outside.query('update subscription_plans set price_cents = price_cents + 100 where type = 2');
    // Within the interval both keep what they had, and a client holding it is told so.
    expect((await read(b.app)).etag).toBe(before.etag);
    passTheInterval();
    for (const app of [t.app, b.app]) {
      const after = await read(app);
      expect(after.etag).not.toBe(before.etag);
      expect(after.body).not.toBe(before.body);
      const revalidated = await app.inject({
        url: '/api/site/subscriptionplans',
        headers: { 'if-none-match': before.etag },
      });
      expect(revalidated.statusCode).toBe(200);
    }
  });

  it('shows each server the change another server made, after the interval', async () => {
    passTheInterval();
    const before = await eulaVersion(t.app);
    expect(await eulaVersion(b.app)).toBe(before);
    const published = await publishEula(t.services.database.db, '<p>Version through server A</p>');
    expect(published).toBe(before + 1);
    expect(await eulaVersion(b.app)).toBe(before);
    passTheInterval();
    expect(await eulaVersion(b.app)).toBe(published);
    expect(await eulaVersion(t.app)).toBe(published);
  });
});

describe('content_versions', () => {
  it('is raised by a write to each cached table, in the writing transaction only', async () => {
    const plans = await versionOf('plans');
    await outside.query('update subscription_plans set line3 = line3');
    expect(await versionOf('plans')).toBe(plans + 1);

    const articles = await versionOf('articles');
    const client = await outside.connect();
    try {
      await client.query('begin');
      await client.query(`update articles set title = title`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await versionOf('articles')).toBe(articles);
  });
});

describe('createPublicCache', () => {
  it('gives readNow the kept answer itself, not a promise, once loaded and while the interval lasts', async () => {
    const cache = createPublicCache(t.services.database.db, { checkEveryMs: 60_000 });
    const load = vi.fn(async () => 'answer');
    const first = cache.readNow('plans', 'key', load);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('answer');
    expect(cache.readNow('plans', 'key', load)).toBe('answer');
    // Past its interval, the versions are read again first: a promise, of the same kept answer.
    vi.advanceTimersByTime(60_000);
    const checked = cache.readNow('plans', 'key', load);
    expect(checked).toBeInstanceOf(Promise);
    expect(await checked).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load rather than keeping the failure', async () => {
    const cache = createPublicCache(t.services.database.db, { checkEveryMs: 60_000 });
    const load = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue('answer');
    await expect(cache.read('plans', 'key', load)).rejects.toThrow('database gone');
    expect(await cache.read('plans', 'key', load)).toBe('answer');
    expect(await cache.read('plans', 'key', load)).toBe('answer');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among the requests that miss together', async () => {
    const cache = createPublicCache(t.services.database.db, { checkEveryMs: 60_000 });
    const load = vi.fn(async () => 'answer');
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('eula', 'key', load)));
    expect(answers).toEqual(['answer', 'answer', 'answer']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEntries answers, dropping the one loaded longest ago', async () => {
    const cache = createPublicCache(t.services.database.db, { checkEveryMs: 60_000, maxEntries: 2 });
    const load = vi.fn(async () => 'answer');
    for (const key of ['first', 'second', 'third', 'second', 'first'])
      await cache.read('articles', key, load);
    // 'first' was dropped when 'third' came, so it is the only answer loaded twice.
    expect(load.mock.calls.length).toBe(4);
  });
});
