import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { limits, uuidPattern } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../storage/index.js';
import { AppError } from '../../http/app-error.js';
import {
  bytesStoredBy,
  deleteFile,
  findFileWithUse,
  insertFile,
  lockOwnerFiles,
  type FileRow,
  type NewFileRow,
} from './files.repository.js';
import type { FileUse } from './files.policy.js';
import { isImageType } from './sniff.js';
import { receiveUpload } from './upload-receiver.js';
import { variantCache } from './variant-cache.js';
import {
  imageSize,
  placeholderImage,
  renderVariant,
  resizeSlot,
  servedImageSize,
  variantMimeType,
  type ImageRequest,
  type RenderedImage,
} from './image-variants.js';

/** Memory kept for resized images of this process. */
const variantCacheBytes = 64 * 1024 * 1024;
/** Staged uploads older than this were left by a process that stopped mid-upload. */
const staleUploadMs = 60 * 60 * 1000;

export interface FilesServiceOptions {
  /** Folder on this machine where uploads are written while they arrive (under DATA_DIR). */
  stagingDir: string;
}

export interface FilesService {
  /**
   * Stores an upload as it arrives, checking its real type, its size and the owner's quota;
   * nothing is kept when it is refused.
   */
  upload(ownerId: string, source: Readable, originalName: string): Promise<FileRow>;
  /** The file under this id and what it is used for (which decides who may read it), if any. */
  find(id: string): Promise<{ file: FileRow; use: FileUse } | undefined>;
  /** The file's bytes, or undefined when storage no longer has them. */
  open(file: FileRow): Promise<Readable | undefined>;
  /** The file resized, or the placeholder when there is no image (none, or not the reader's to see). */
  image(file: FileRow | undefined, request: ImageRequest): Promise<RenderedImage>;
  /** Deletes staged uploads a stopped process left behind. */
  sweepStaging(): Promise<void>;
}

/** A file name is shown and sent back in headers only: control characters (NUL…) are dropped. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 255) || 'upload';
}

export function filesService(db: Db, storage: FileStorage, options: FilesServiceOptions): FilesService {
  const variants = variantCache(variantCacheBytes);
  // Requests for the same copy while it renders share one rendering.
  const rendering = new Map<string, Promise<Buffer | undefined>>();

  /** Inserts the row unless the owner's files would then pass the quota; undefined when refused. */
  const insertWithinQuota = (row: NewFileRow & { sizeBytes: number }, quotaBytes: number) =>
    db.transaction(async (tx) => {
      await lockOwnerFiles(tx, row.ownerId);
      if ((await bytesStoredBy(tx, row.ownerId)) + row.sizeBytes > quotaBytes) return undefined;
      return insertFile(tx, row);
    });

  const renderOnce = (file: FileRow, request: ImageRequest, key: string) => {
    let pending = rendering.get(key);
    if (!pending) {
      // The original is read inside the slot too, so a queue of requests holds no image bytes.
      pending = resizeSlot(async () => {
        const source = await storage.get(file.storageKey);
        return source && renderVariant(source, file.mimeType, request);
      })
        .then((bytes) => {
          if (bytes) variants.set(key, bytes);
          return bytes;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    async upload(ownerId, source, originalName) {
      const received = await receiveUpload(source, options.stagingDir);
      try {
        let size: { width: number; height: number } | undefined;
        if (isImageType(received.type.mimeType)) {
          size = await imageSize(received.path).catch(() => {
            throw new AppError(415, 'uploadImageInvalid');
          });
        }
        const id = randomUUID();
        const storageKey = `files/${id.slice(0, 2)}/${id}.${received.type.extension}`;
        // The row is written first, under the quota's lock: a refusal leaves storage untouched.
        const row = await insertWithinQuota(
          {
            id,
            ownerId,
            storageKey,
            mimeType: received.type.mimeType,
            extension: received.type.extension,
            sizeBytes: received.sizeBytes,
            sha256: received.sha256,
            originalName: cleanFileName(originalName),
            width: size?.width ?? null,
            height: size?.height ?? null,
          },
          limits.storageQuotaBytes,
        );
        if (!row) {
          throw new AppError(413, 'fileQuotaExceeded', { quotaMb: limits.storageQuotaBytes / 1024 / 1024 });
        }
        try {
          await storage.putFile(storageKey, received.path, received.type.mimeType);
        } catch (error) {
          await deleteFile(db, id);
          throw error;
        }
        return row;
      } finally {
        await rm(received.path, { force: true });
      }
    },

    async find(id) {
      return uuidPattern.test(id) ? findFileWithUse(db, id) : undefined;
    },

    open(file) {
      return storage.open(file.storageKey);
    },

    async image(file, request) {
      const snapped = { ...servedImageSize(request), mode: request.mode };
      if (!file || !isImageType(file.mimeType)) return placeholderImage(snapped);
      const key = `${file.id}/${snapped.width}x${snapped.height}-${snapped.mode}`;
      const bytes = variants.get(key) ?? (await renderOnce(file, snapped, key));
      if (!bytes) return placeholderImage(snapped);
      return { bytes, mimeType: variantMimeType(file.mimeType) };
    },

    async sweepStaging() {
      const names = await readdir(options.stagingDir).catch(() => []);
      const now = Date.now();
      for (const name of names) {
        const file = path.join(options.stagingDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && now - info.mtimeMs > staleUploadMs) await rm(file, { force: true });
      }
    },
  };
}

/** Other features read a file's record through here, never through the repository. */
export { findFile, ownedFiles } from './files.repository.js';
