/** Where file bytes live. Keys are opaque paths chosen by the server, never by a user. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}
