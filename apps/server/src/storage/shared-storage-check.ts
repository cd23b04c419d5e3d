import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { storageMarkers } from '../db/schema/index.js';
import type { FileStorage } from './storage.js';

/** A marker confirmed within this long may belong to a server running now. */
const freshSeconds = 60 * 60;
/** How often a running server confirms its markers: well within the freshness, so they never lapse. */
export const markerRefreshMs = 10 * 60_000;
/** Key of the advisory lock the check holds (the bytes of "tpstorag" read as a bigint). */
const checkLockKey = 0x747073746f726167n;

/**
 * This server does not see the files of another server of the same database: a contract sent through
 * one and signed through the other could never be sealed ("the PDF to seal is missing from storage").
 */
export class StorageNotShared extends Error {
  constructor(
    readonly here: string,
    readonly missing: { key: string; location: string; seenAt: Date },
  ) {
    super(
      `This server's files (${here}) lack the storage marker ${missing.key}, written by a server ` +
        `keeping its files in ${missing.location} and confirmed at ${missing.seenAt.toISOString()}: ` +
        'the servers of this database do not share their files. Local-disk storage (DATA_DIR/files) ' +
        'serves one server only; set S3_BUCKET (and the same S3_* settings) on every server to share ' +
        "one bucket. If this server replaces that one, copy that server's files into this storage first.",
    );
    this.name = 'StorageNotShared';
  }
}

export interface StorageClaim {
  /** The recorded markers this server's storage holds. */
  readonly keys: readonly string[];
  /** Confirms them again, as seen now. */
  refresh(): Promise<void>;
}

/**
 * Checks at start that this server sees the files every recently running server of the database
 * sees. Each storage holds a marker file whose key the database records; a recorded marker confirmed
 * recently but missing here was written to another storage, and the start is refused. A marker
 * found here is this storage's own (a restart on the same disk, or another server on the same bucket)
 * and is confirmed again; a storage holding none gets a new one. A marker missing and not confirmed
 * for an hour belonged to a server gone with its storage, and is forgotten.
 */
export async function claimSharedStorage(db: Db, storage: FileStorage): Promise<StorageClaim> {
  const keys = await db.transaction(async (tx) => {
    // One server at a time: two started together would each find nothing recorded and pass.
    await tx.execute(sql`select pg_advisory_xact_lock(${checkLockKey.toString()})`);
    const recorded = await tx
      .select({
        key: storageMarkers.key,
        location: storageMarkers.location,
        seenAt: storageMarkers.seenAt,
        fresh: sql<boolean>`${storageMarkers.seenAt} > now() - make_interval(secs => ${freshSeconds})`,
      })
      .from(storageMarkers)
      .orderBy(asc(storageMarkers.writtenAt));
    const held: string[] = [];
    const forgotten: string[] = [];
    for (const marker of recorded) {
      if (await storage.get(marker.key)) held.push(marker.key);
      else if (marker.fresh) throw new StorageNotShared(storage.location, marker);
      else forgotten.push(marker.key);
    }
    if (forgotten.length > 0) await tx.delete(storageMarkers).where(inArray(storageMarkers.key, forgotten));
    if (held.length > 0) {
      await tx
        .update(storageMarkers)
        .set({ seenAt: sql`now()` })
        .where(inArray(storageMarkers.key, held));
      return held;
    }
    const key = `storage-markers/${randomUUID()}`;
    const content = { location: storage.location, writtenAt: new Date().toISOString() };
    await storage.put(key, Buffer.from(JSON.stringify(content)), 'application/json');
    await tx.insert(storageMarkers).values({ key, location: storage.location });
    return [key];
  });
  return {
    keys,
    async refresh() {
      // Written again if another server forgot it meanwhile (this one stopped for over an hour).
      await db
        .insert(storageMarkers)
        .values(keys.map((key) => ({ key, location: storage.location })))
        .onConflictDoUpdate({ target: storageMarkers.key, set: { seenAt: sql`now()` } });
    },
  };
}

/**
 * Confirms the claim's markers every `markerRefreshMs` until the answer is called. A timer of each
 * process, not a queued job: every running server must confirm its own storage.
 */
export function keepClaimFresh(claim: StorageClaim, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    claim.refresh().catch((error: unknown) => log.error({ err: error }, 'storage marker refresh failed'));
  }, markerRefreshMs);
  timer.unref();
  return () => clearInterval(timer);
}
