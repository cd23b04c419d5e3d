import type { Queryable } from '../db/database.js';
import { contentVersions } from '../db/schema/index.js';

/** The kinds of read-mostly public content, each with its version in `content_versions` (migration 0022). */
export type PublicContent = 'plans' | 'eula' | 'default_terms' | 'articles';

export interface PublicCacheOptions {
  /**
   * How long this process trusts the versions it last read before reading them again (0: before every
   * answer). A second's staleness is acceptable for this content: plans, the EULA, the default terms and
   * the articles change a few times a year, by an operator, and an edit shows within that second on
   * every server; a request never waits for it. Reading the versions per request would cost the one
   * query per request the cache is there to save.
   */
  checkEveryMs: number;
  /** Most answers kept of each content: article pages are keyed by their request, which the reader chooses. */
  maxEntries?: number;
}

export interface PublicCache {
  /**
   * The answer kept under `key` for `content` while the content's version in the database is the one
   * it was loaded at; otherwise `load()`'s, kept for the next request.
   */
  read<T>(content: PublicContent, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The same answer as read's, but the answer itself rather than a promise when it is loaded and kept
   * under versions checked within the interval: a public answer then costs its request no promise
   * and no turn of the microtask queue (bench/run.mjs, issue 28 §3).
   */
  readNow<T>(content: PublicContent, key: string, load: () => Promise<T>): T | Promise<T>;
}

interface Entry {
  version: number;
  value: Promise<unknown>;
  /** Set once `value` has resolved: what it resolved to. */
  loaded?: { answer: unknown };
}

/**
 * Read-mostly public answers kept in this process's memory. Several servers may share the database, so
 * an answer is trusted only under the content's version, which triggers raise in the transaction of any
 * write to the content's tables: a change made through any server, or by hand, drops every server's
 * copy at its next check of the versions. The versions of every content are read in one query.
 */
export function createPublicCache(db: Queryable, options: PublicCacheOptions): PublicCache {
  const maxEntries = options.maxEntries ?? 1000;
  // A map per content, so that a request's lookup builds no key of content and key together.
  const entriesOf = new Map<PublicContent, Map<string, Entry>>();
  let versions = new Map<string, number>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  async function readVersions(): Promise<void> {
    const startedAt = performance.now();
    const rows = await db.select().from(contentVersions);
    versions = new Map(rows.map((row) => [row.name, row.version]));
    // Timed from the query's start: a change committed while it ran may be missing from its answer.
    checkedAt = startedAt;
  }

  /** Reads the versions again when older than the interval; requests meanwhile share one read. */
  function versionsChecked(): Promise<void> {
    checking ??= readVersions().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  function keep(entries: Map<string, Entry>, id: string, entry: Entry) {
    entries.delete(id);
    // Map keeps insertion order: the first key is the answer loaded longest ago.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(id, entry);
  }

  /** The entry kept for `key` under the content's current version, loading it when there is none. */
  function entryOf(content: PublicContent, key: string, load: () => Promise<unknown>): Entry {
    // A content never written has no row yet: version 0 until its first write.
    const version = versions.get(content) ?? 0;
    let entries = entriesOf.get(content);
    if (!entries) entriesOf.set(content, (entries = new Map()));
    const kept = entries.get(key);
    if (kept?.version === version) return kept;
    // The version was read before the load, so an answer is never older than the version it is kept
    // under; the requests that miss together share the one load.
    const value = load();
    const entry: Entry = { version, value };
    keep(entries, key, entry);
    value.then(
      (answer) => {
        entry.loaded = { answer };
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  const fresh = () => performance.now() - checkedAt < options.checkEveryMs;

  function read<T>(content: PublicContent, key: string, load: () => Promise<T>): Promise<T> {
    // Not an async function: an answer kept under versions checked within the interval is its
    // kept promise itself, with no promise made per request.
    if (fresh()) return entryOf(content, key, load).value as Promise<T>;
    return versionsChecked().then(() => entryOf(content, key, load).value as Promise<T>);
  }

  return {
    read,
    readNow<T>(content: PublicContent, key: string, load: () => Promise<T>): T | Promise<T> {
      if (!fresh()) return read(content, key, load);
      const entry = entryOf(content, key, load);
      return entry.loaded ? (entry.loaded.answer as T) : (entry.value as Promise<T>);
    },
  };
}
