import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/storage/storage.js';

/**
 * What every FileStorage promises, whatever holds the bytes: run by the local-disk tests and by the
 * S3 tests against s3rver. `open` answers a storage over the same files or bucket each time it is
 * called, as each server of one deployment opens its own.
 */
export function fileStorageContract(name: string, open: () => FileStorage) {
  describe(`${name}: the FileStorage contract`, () => {
    const storage = open();
    let staging: string | undefined;
    afterAll(async () => {
      if (staging) await rm(staging, { recursive: true, force: true });
    });
    const staged = async (bytes: Uint8Array) => {
      staging ??= await mkdtemp(path.join(tmpdir(), 'tp-staging-'));
      const file = path.join(staging, randomUUID());
      await writeFile(file, bytes);
      return file;
    };
    const key = (name: string) => `contract/${randomUUID()}/${name}`;

    it('puts bytes under a key and gives back exactly those bytes, whole or as a stream', async () => {
      const bytes = randomBytes(300_000);
      const where = key('sealed.pdf');
      await storage.put(where, bytes, 'application/pdf');
      expect((await storage.get(where))?.equals(bytes)).toBe(true);
      const stream = await storage.open(where);
      expect(stream && (await buffer(stream)).equals(bytes)).toBe(true);
    });

    it('replaces what a key held when put again', async () => {
      const where = key('one.pdf');
      await storage.put(where, Buffer.from('first'), 'application/pdf');
      await storage.put(where, Buffer.from('second'), 'application/pdf');
      expect((await storage.get(where))?.toString()).toBe('second');
    });

    it('moves a staged upload under a key, byte for byte', async () => {
      const bytes = randomBytes(2_000_000);
      const where = key('scan.pdf');
      await storage.putFile(where, await staged(bytes), 'application/pdf');
      expect((await storage.get(where))?.equals(bytes)).toBe(true);
    });

    it('answers undefined for a key holding nothing, from get and open', async () => {
      expect(await storage.get(key('missing.bin'))).toBeUndefined();
      expect(await storage.open(key('missing.bin'))).toBeUndefined();
    });

    it('deletes, and deleting twice or deleting nothing is harmless', async () => {
      const where = key('gone.bin');
      await storage.put(where, Buffer.from('x'), 'text/plain');
      await storage.delete(where);
      await storage.delete(where);
      await storage.delete(key('never.bin'));
      expect(await storage.get(where)).toBeUndefined();
    });

    it('lists the keys under a folder, with when each was written, and nothing of another folder', async () => {
      const folder = `contract/${randomUUID()}/`;
      const before = Date.now() - 60_000;
      await storage.put(`${folder}signatures/a.png`, Buffer.from('a'), 'image/png');
      await storage.put(`${folder}sealed.pdf`, Buffer.from('b'), 'application/pdf');
      await storage.put(key('elsewhere.pdf'), Buffer.from('c'), 'application/pdf');
      const listed = [];
      for await (const stored of storage.list(folder)) listed.push(stored);
      expect(listed.map((stored) => stored.key).sort()).toEqual([
        `${folder}sealed.pdf`,
        `${folder}signatures/a.png`,
      ]);
      for (const stored of listed) expect(stored.modifiedAt.getTime()).toBeGreaterThan(before);
      const none = [];
      for await (const stored of storage.list(`contract/${randomUUID()}/`)) none.push(stored);
      expect(none).toEqual([]);
    });

    it('shows what one server wrote to every other server of the same storage', async () => {
      const other = open();
      const where = key('shared.png');
      await storage.put(where, Buffer.from('written by A'), 'image/png');
      expect((await other.get(where))?.toString()).toBe('written by A');
      await other.delete(where);
      expect(await storage.get(where)).toBeUndefined();
    });
  });
}
