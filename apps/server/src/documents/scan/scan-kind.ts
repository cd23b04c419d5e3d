import { fileTypeFromBuffer } from 'file-type';
import { ScanRefusal } from './scan-refusal.js';

export type ScanKind = 'pdf' | 'image' | 'heif';

/** Formats sharp decodes from our prebuilt libvips; a phone's HEIC is tried and may still fail. */
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/tiff']);
const heifTypes = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
  'image/avif',
]);

/** What the upload is, by its bytes: a file's name and the browser's type are the sender's word. */
export async function scanKind(bytes: Uint8Array): Promise<ScanKind> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') return 'pdf';
  if (type && imageTypes.has(type.mime)) return 'image';
  if (type && heifTypes.has(type.mime)) return 'heif';
  throw new ScanRefusal('uploadPdfOrImageOnly');
}
