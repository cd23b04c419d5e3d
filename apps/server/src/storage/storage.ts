import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are opaque paths chosen by the server, never by a user. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Where the files are, as an operator names it: a folder on a machine, or a bucket. */
  readonly location: string;
  /**
   * Moves a finished local file (an upload checked in its staging folder) into storage under `key`,
   * streaming it: the file is never read into memory. The local file may be gone afterwards.
   */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * Stores bytes made in memory (a rendered or sealed PDF, a signature) under `key`, whole or not at
   * all: a process killed mid-write leaves the key as it was.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The bytes as a stream, for sending without holding the file in memory; undefined when absent. */
  open(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Every stored key under a folder (`contracts/`, with its slash), with when it was written last, for
   * the sweeps that remove what nothing names. A write in progress is not listed.
   */
  list(folder: string): AsyncIterable<StoredKey>;
}

export interface StoredKey {
  key: string;
  modifiedAt: Date;
}
