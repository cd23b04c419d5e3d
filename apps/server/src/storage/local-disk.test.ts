import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.js';

const root = await mkdtemp(path.join(tmpdir(), 'tp-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = localDiskStorage(root);

  it('keeps bytes under a key and answers undefined for a missing key', async () => {
    await storage.put('a/b.bin', Buffer.from('hello'), 'application/octet-stream');
    expect((await storage.get('a/b.bin'))?.toString()).toBe('hello');
    expect(await storage.get('a/missing.bin')).toBeUndefined();
    expect(await readdir(path.join(root, 'a'))).toEqual(['b.bin']);
  });

  it('refuses a key that would leave its folder', async () => {
    await expect(storage.put('../escape.bin', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
  });

  it('deletes, and deleting twice is harmless', async () => {
    await storage.put('gone.bin', Buffer.from('x'), 'text/plain');
    await storage.delete('gone.bin');
    await storage.delete('gone.bin');
    expect(await storage.get('gone.bin')).toBeUndefined();
  });
});
