import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileStorage, StoredKey } from './storage.js';

const flush = async (file: string) => {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * A part file this old belongs to a write that died before its rename; a younger one may be another
 * write of the same key still going (two renderings of the same bytes), which must not lose its file.
 */
const abandonedPartMs = 10 * 60_000;

/** Files under a folder of DATA_DIR: flushed, then renamed into place, so a key is whole or absent. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return target;
  };
  return {
    kind: 'local',
    location: `the folder ${path.resolve(root)} on ${hostname()}`,
    async putFile(key, localPath) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        // The staging folder is on the same disk in DATA_DIR: a rename, no copy.
        await flush(localPath);
        await rename(localPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temporary = `${target}.${randomUUID()}.part`;
        try {
          await copyFile(localPath, temporary);
          await flush(temporary);
          await rename(temporary, target);
        } finally {
          await rm(temporary, { force: true });
        }
      }
    },
    async put(key, bytes) {
      const target = resolve(key);
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      // Written beside its key under a hidden name and renamed: the same disk, so the rename is
      // atomic. A write killed before its rename left such a file: a later write of the key clears it.
      const prefix = `.${path.basename(target)}.`;
      const abandonedBefore = Date.now() - abandonedPartMs;
      for (const name of await readdir(folder)) {
        if (!name.startsWith(prefix) || !name.endsWith('.part')) continue;
        const part = path.join(folder, name);
        const written = await stat(part).catch(() => undefined);
        if (written && written.mtimeMs < abandonedBefore) await rm(part, { force: true });
      }
      const temporary = path.join(folder, `${prefix}${randomUUID()}.part`);
      try {
        await writeFile(temporary, bytes);
        await flush(temporary);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async open(key) {
      // Opening first turns a missing key into undefined instead of an error on the stream.
      const handle = await open(resolve(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return handle?.createReadStream();
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(folder) {
      yield* walk(path.join(path.resolve(root), folder));
    },
  };

  /** The files under a folder, depth first; hidden names are writes in progress (`put`). */
  async function* walk(folder: string): AsyncGenerator<StoredKey> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(file);
      else if (entry.isFile()) {
        const { mtime } = await stat(file);
        yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: mtime };
      }
    }
  }
}
