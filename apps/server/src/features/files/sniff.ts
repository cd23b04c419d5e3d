import { fileTypeFromBuffer } from 'file-type';
import { uploadMimeTypes, type UploadMimeType } from '@tradepact/shared';

export interface SniffedType {
  mimeType: UploadMimeType;
  extension: string;
}

/** How many first bytes of a file the type is read from (file-type's own sample size). */
export const sniffBytes = 4100;

/**
 * The file's type read from its first bytes, never from its name or the browser's claim. Answers
 * undefined for anything we do not accept (HTML and SVG are not detectable, so they are refused too).
 */
export async function sniffUploadType(head: Uint8Array): Promise<SniffedType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !(uploadMimeTypes as readonly string[]).includes(detected.mime)) return undefined;
  return { mimeType: detected.mime as UploadMimeType, extension: detected.ext };
}

export const isImageType = (mimeType: string) => mimeType.startsWith('image/');
