import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
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
