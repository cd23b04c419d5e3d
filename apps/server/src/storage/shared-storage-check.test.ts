import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../test/test-app.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { loadConfig } from '../config/config.js';
import { openDatabase, type Database } from '../db/database.js';
import { storageMarkers } from '../db/schema/index.js';
import { startServices } from '../services.js';
import { localDiskStorage } from './local-disk.js';
import { s3Storage } from './s3.js';
import { claimSharedStorage, StorageNotShared } from './shared-storage-check.js';

let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
let database: Database;
let bucket: TestS3Server;
let folders: string;
/** A server's own local disk: DATA_DIR/files of the server named. */
const diskOf = (server: string) => localDiskStorage(path.join(folders, server, 'files'));
const markers = () => database.db.select().from(storageMarkers);

beforeAll(async () => {
  throwaway = await createThrowawayDatabase();
  database = await openDatabase({ url: throwaway.url, embeddedDir: '/nonexistent' });
  bucket = await startS3Server();
  folders = await mkdtemp(path.join(tmpdir(), 'tp-servers-'));
});
afterEach(() => database.db.delete(storageMarkers));
afterAll(async () => {
  await database.close();
  await throwaway.drop();
  await bucket.stop();
  await rm(folders, { recursive: true, force: true });
});

describe('the shared storage check at start', () => {
  it('refuses a second server on its own local disk, naming S3_BUCKET and where the first keeps its files', async () => {
    await claimSharedStorage(database.db, diskOf('a'));
    const refused = claimSharedStorage(database.db, diskOf('b'));
    await expect(refused).rejects.toThrow(StorageNotShared);
    await expect(refused).rejects.toThrow(/S3_BUCKET/);
    await expect(refused).rejects.toThrow(diskOf('a').location);
    expect(await markers()).toHaveLength(1);
  });

  it('starts a server again on the disk it wrote its marker to, with no second marker', async () => {
    const first = await claimSharedStorage(database.db, diskOf('a'));
    const again = await claimSharedStorage(database.db, diskOf('a'));
    expect(again.keys).toEqual(first.keys);
    expect(await markers()).toHaveLength(1);
  });

  it('starts every server on one S3 bucket', async () => {
    const first = await claimSharedStorage(database.db, s3Storage(bucket.settings));
    const second = await claimSharedStorage(database.db, s3Storage(bucket.settings));
    expect(second.keys).toEqual(first.keys);
  });

  it('lets only one of two servers on different disks start, when both start at the same moment', async () => {
    const started = await Promise.allSettled([
      claimSharedStorage(database.db, diskOf('a')),
      claimSharedStorage(database.db, diskOf('b')),
    ]);
    expect(started.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('forgets a marker missing here that no server confirmed for an hour (its server is gone)', async () => {
    await claimSharedStorage(database.db, diskOf('a'));
    await database.db.update(storageMarkers).set({ seenAt: sql`now() - interval '2 hours'` });
    const replacement = await claimSharedStorage(database.db, diskOf('b'));
    expect((await markers()).map((marker) => marker.key)).toEqual(replacement.keys);
  });

  it('keeps refusing while the first server runs: it confirms its marker', async () => {
    const running = await claimSharedStorage(database.db, diskOf('a'));
    await database.db.update(storageMarkers).set({ seenAt: sql`now() - interval '2 hours'` });
    await running.refresh();
    await expect(claimSharedStorage(database.db, diskOf('b'))).rejects.toThrow(StorageNotShared);
  });

  it('stops a server from starting: its services refuse before the queue starts', async () => {
    const serve = (server: string) =>
      startServices(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(folders, server) }),
        pino({ level: 'silent' }),
        { database: { url: throwaway.url, embeddedDir: '/nonexistent' } },
      );
    const first = await serve('c');
    try {
      await expect(serve('d')).rejects.toThrow(StorageNotShared);
      await (await serve('c')).close();
    } finally {
      await first.close();
    }
  });
});
