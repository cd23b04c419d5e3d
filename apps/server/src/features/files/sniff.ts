import { fileTypeFromBuffer } from 'file-type';
import { uploadMimeTypes, type UploadMimeType } from '@tradepact/shared';

export interface SniffedType {
  mimeType: UploadMimeType;
  extension: string;
}

/**
 * The file's type read from its bytes, never from its name or the browser's claim. Answers undefined
 * for anything we do not accept (HTML and SVG are not detectable, so they are refused too).
 */
export async function sniffUploadType(bytes: Uint8Array): Promise<SniffedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(uploadMimeTypes as readonly string[]).includes(detected.mime)) return undefined;
  return { mimeType: detected.mime as UploadMimeType, extension: detected.ext };
}

export const isImageType = (mimeType: string) => mimeType.startsWith('image/');
