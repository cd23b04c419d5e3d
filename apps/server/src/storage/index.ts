import path from 'node:path';
import type { Config } from '../config/config.js';
import { localDiskStorage } from './local-disk.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './storage.js';

export type { FileStorage } from './storage.js';

export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'files'));
}
