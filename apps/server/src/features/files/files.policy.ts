import type { FileRow } from './files.repository.js';

/**
 * Who may read a stored file: its owner, anyone when it is public. The contracts feature extends this
 * with the parties of a contract that references the file.
 */
export function canReadFile(userId: string | null, file: FileRow): boolean {
  return file.isPublic || (userId !== null && file.ownerId === userId);
}
