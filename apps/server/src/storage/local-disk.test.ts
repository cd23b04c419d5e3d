import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStorageContract } from '../../test/file-storage-contract.js';
import { localDiskStorage } from './local-disk.js';

const root = await mkdtemp(path.join(tmpdir(), 'tp-storage-'));
const staging = await mkdtemp(path.join(tmpdir(), 'tp-staging-'));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(staging, { recursive: true, force: true });
});

const staged = async (text: string) => {
  const file = path.join(staging, randomUUID());
  await writeFile(file, text);
  return file;
};

fileStorageContract('local disk', () => localDiskStorage(root));

describe('local disk storage', () => {
  const storage = localDiskStorage(root);

  it('leaves nothing beside a key it replaced', async () => {
    await storage.put('sealed/one.pdf', Buffer.from('first'), 'application/pdf');
    await storage.put('sealed/one.pdf', Buffer.from('second'), 'application/pdf');
    expect(await readdir(path.join(root, 'sealed'))).toEqual(['one.pdf']);
  });

  it('clears what a write killed before its rename left, at a later write of the key', async () => {
    await storage.put('killed/two.pdf', Buffer.from('first'), 'application/pdf');
    const part = path.join(root, 'killed', `.two.pdf.${randomUUID()}.part`);
    await writeFile(part, 'half');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(part, anHourAgo, anHourAgo);
    await storage.put('killed/two.pdf', Buffer.from('second'), 'application/pdf');
    expect(await readdir(path.join(root, 'killed'))).toEqual(['two.pdf']);
  });

  it('takes writes of the same key at the same time, each whole (an invoice rendered twice at once)', async () => {
    const writes = Array.from({ length: 20 }, (_, index) => Buffer.from(`rendering ${index}`));
    await Promise.all(writes.map((bytes) => storage.put('race/three.pdf', bytes, 'application/pdf')));
    const stored = (await storage.get('race/three.pdf'))?.toString();
    expect(writes.map(String)).toContain(stored);
    expect(await readdir(path.join(root, 'race'))).toEqual(['three.pdf']);
  });

  it('moves a staged file by renaming it: the staging folder is left empty, nothing beside the key', async () => {
    await storage.putFile('a/b.bin', await staged('hello'), 'application/octet-stream');
    expect((await storage.get('a/b.bin'))?.toString()).toBe('hello');
    expect(await readdir(path.join(root, 'a'))).toEqual(['b.bin']);
    expect(await readdir(staging)).toEqual([]);
  });

  it('refuses a key that would leave its folder', async () => {
    await expect(storage.putFile('../escape.bin', await staged('x'), 'text/plain')).rejects.toThrow(
      /escapes/,
    );
  });
});
