import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../storage/index.js';
import { AppError } from '../../http/app-error.js';
import { findFile, insertFile, type FileRow } from './files.repository.js';
import { canReadFile } from './files.policy.js';
import { isImageType, sniffUploadType } from './sniff.js';
import {
  imageSize,
  renderPlaceholder,
  renderVariant,
  type ImageRequest,
  type RenderedImage,
} from './image-variants.js';
import { uuidPattern } from '@tradepact/shared';

export interface FilesService {
  /** Stores an upload after checking its real type; nothing is kept when it is refused. */
  upload(
    ownerId: string,
    bytes: Buffer,
    originalName: string,
    options?: { isPublic?: boolean },
  ): Promise<FileRow>;
  /** The file and its bytes, or undefined when missing or not the reader's to see. */
  read(readerId: string | null, id: string): Promise<{ file: FileRow; bytes: Buffer } | undefined>;
  /** A resized image, or the placeholder when there is no image the reader may see under this id. */
  image(readerId: string | null, id: string, request: ImageRequest): Promise<RenderedImage>;
}

export function filesService(db: Db, storage: FileStorage): FilesService {
  const readable = async (readerId: string | null, id: string) => {
    if (!uuidPattern.test(id)) return undefined;
    const file = await findFile(db, id);
    return file && canReadFile(readerId, file) ? file : undefined;
  };

  return {
    async upload(ownerId, bytes, originalName, options = {}) {
      const type = await sniffUploadType(bytes);
      if (!type) throw new AppError(415, 'fileTypeNotAllowed');
      let size: { width: number; height: number } | undefined;
      if (isImageType(type.mimeType)) {
        size = await imageSize(bytes).catch(() => {
          throw new AppError(415, 'uploadImageInvalid');
        });
      }
      const id = randomUUID();
      const storageKey = `files/${id.slice(0, 2)}/${id}.${type.extension}`;
      await storage.put(storageKey, bytes, type.mimeType);
      try {
        return await insertFile(db, {
          id,
          ownerId,
          storageKey,
          mimeType: type.mimeType,
          extension: type.extension,
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          originalName: originalName.slice(0, 255),
          width: size?.width ?? null,
          height: size?.height ?? null,
          isPublic: options.isPublic ?? false,
        });
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    async read(readerId, id) {
      const file = await readable(readerId, id);
      if (!file) return undefined;
      const bytes = await storage.get(file.storageKey);
      return bytes ? { file, bytes } : undefined;
    },

    async image(readerId, id, request) {
      const file = await readable(readerId, id);
      if (!file || !isImageType(file.mimeType)) return renderPlaceholder(request.width, request.height);
      const variantKey = `variants/${file.id}/${request.width}x${request.height}-${request.mode}`;
      const cached = await storage.get(variantKey);
      const variantType =
        file.mimeType === 'image/jpeg' || file.mimeType === 'image/webp' ? file.mimeType : 'image/png';
      if (cached) return { bytes: cached, mimeType: variantType };
      const source = await storage.get(file.storageKey);
      if (!source) return renderPlaceholder(request.width, request.height);
      const rendered = await renderVariant(source, file.mimeType, request);
      await storage.put(variantKey, rendered.bytes, rendered.mimeType);
      return rendered;
    },
  };
}
