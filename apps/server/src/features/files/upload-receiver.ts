import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limits } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import { sniffBytes, sniffUploadType, type SniffedType } from './sniff.js';

/** An upload written whole to a staging file, with what was learned on the way. */
export interface ReceivedUpload {
  path: string;
  sizeBytes: number;
  sha256: string;
  type: SniffedType;
}

/** The multipart file stream: busboy emits 'limit' and cuts the file at the size limit. */
type UploadStream = Readable & { truncated?: boolean };

export const tooLarge = () =>
  new AppError(413, 'fileTooLarge', { maxMb: limits.maxUploadBytes / 1024 / 1024 });

/** The most of a refused request's body read and thrown away so that its client hears the refusal. */
export const maxDiscardedBytes = 2 * limits.maxUploadBytes;

/**
 * Reads and throws away, from now on, the rest of a request refused before its body had all
 * arrived, so that the answer can go out at once and the connection stay open until the client
 * has sent everything: a server that answers and closes while the client is still sending resets
 * the connection (the client sees EPIPE, not the answer). A body past `maxDiscardedBytes` is not
 * worth the wait: declared so, it answers false and the caller closes the connection with the
 * answer; counted so, the connection is cut off when it passes the limit.
 */
export function discardRest(raw: IncomingMessage, maxBytes = maxDiscardedBytes): boolean {
  if (raw.complete || raw.readableEnded) return true;
  if (Number(raw.headers['content-length'] ?? 0) > maxBytes) return false;
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= maxBytes) return;
    raw.off('data', count);
    raw.destroy();
  };
  // The multipart parser may have been reading it: the rest goes nowhere but here.
  raw.unpipe();
  raw.on('data', count);
  raw.resume();
  return true;
}

/**
 * Counts, hashes and passes the bytes on; reads the type from the first bytes and fails at once
 * when it is refused, so the rest of a refused file is never written.
 */
function inspector() {
  const hash = createHash('sha256');
  let head: Buffer[] = [];
  let headBytes = 0;
  let type: SniffedType | undefined;
  let sizeBytes = 0;

  const decide = async () => {
    type = await sniffUploadType(Buffer.concat(head));
    head = [];
    if (!type) throw new AppError(415, 'fileTypeNotAllowed');
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      hash.update(chunk);
      if (type) return done(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < sniffBytes) return done(null, chunk);
      decide().then(() => done(null, chunk), done);
    },
    flush(done) {
      if (sizeBytes === 0) return done(new AppError(400, 'fileMissing'));
      if (type) return done();
      decide().then(() => done(), done);
    },
  });
  return {
    stream,
    result: () => ({ sizeBytes, sha256: hash.digest('hex'), type: type! }),
  };
}

/**
 * Writes an upload to a file under `stagingDir` as it arrives, so memory holds a few chunks, not
 * the file. A refused type, the size limit or a broken connection deletes the partial file.
 */
export async function receiveUpload(source: UploadStream, stagingDir: string): Promise<ReceivedUpload> {
  await mkdir(stagingDir, { recursive: true });
  const target = path.join(stagingDir, `${randomUUID()}.part`);
  const inspect = inspector();
  source.once('limit', () => inspect.stream.destroy(tooLarge()));
  try {
    await pipeline(source, inspect.stream, createWriteStream(target, { mode: 0o600 }));
    if (source.truncated) throw tooLarge();
    return { path: target, ...inspect.result() };
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}
