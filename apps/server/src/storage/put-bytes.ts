import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStorage } from './storage.js';

/** Stores bytes made in memory (a rendered or sealed PDF, a signature) as a whole file under `key`. */
export async function putBytes(
  storage: FileStorage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const staged = path.join(tmpdir(), `tradepact-${randomUUID()}`);
  await writeFile(staged, bytes);
  try {
    await storage.putFile(key, staged, contentType);
  } finally {
    await rm(staged, { force: true });
  }
}
