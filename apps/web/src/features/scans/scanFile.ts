import { limits, type MessageKey } from '@tradepact/shared';

/** Doc 2 §4, §9: how long the upload's loader waits for the server to read the scan. */
export const scanReadingLimitMs = { page: 120_000, modal: 30_000 } as const;

/** What the file picker offers (doc 2 §5: image or PDF). */
export const scanAccept = ['application/pdf', 'image/*'];

/**
 * Some browsers give no type to a phone's HEIC photo or to a file from a cloud drive: its name says
 * what it is, and the server reads the bytes anyway.
 */
const scanExtensions = /\.(pdf|jpe?g|png|gif|webp|heic|heif|tiff?|bmp)$/i;

const isPdfOrImage = (file: File) =>
  file.type === 'application/pdf' ||
  file.type.startsWith('image/') ||
  (file.type === '' && scanExtensions.test(file.name));

/** A catalogue message and its values. */
export interface ScanFileProblem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** Doc 2 §5: one file, PDF or image, at most 15 MB; checked before anything is sent. */
export function scanFileProblem(files: readonly File[]): ScanFileProblem | null {
  const [file] = files;
  if (!file) return null;
  if (files.length > 1) return { key: 'uploadOneFileOnly', values: { count: files.length } };
  if (!isPdfOrImage(file)) return { key: 'uploadPdfOrImageOnly' };
  if (file.size > limits.maxUploadBytes) return { key: 'uploadScanTooLarge', values: { name: file.name } };
  return null;
}
