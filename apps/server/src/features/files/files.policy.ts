import type { FileRow } from './files.repository.js';

/** What a file is used for elsewhere, as far as reading it is concerned. */
export interface FileUse {
  /** A business profile keeps it as its signature. */
  isSignature: boolean;
}

/**
 * Who may read a stored file: its owner; anyone when it is public, unless it is a signature. A
 * signature is never public, even when the same file is also a public logo: it may only be shown
 * to its owner (the signing feature adds: or under a valid signing key of a contract it signs).
 */
export function canReadFile(userId: string | null, file: FileRow, use: FileUse): boolean {
  if (userId !== null && file.ownerId === userId) return true;
  return file.isPublic && !use.isSignature;
}

/** Whether shared caches (proxies, CDNs) may keep the file: only what anyone may read. */
export const isPubliclyCacheable = (file: FileRow, use: FileUse): boolean =>
  file.isPublic && !use.isSignature;
