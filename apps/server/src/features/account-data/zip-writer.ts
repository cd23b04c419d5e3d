import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FileStorage } from '../../storage/index.js';
import type { ExportEntry } from './account-data.service.js';

/** Where the writer reports a stored file that was listed but is gone (it is left out, the rest goes on). */
export type MissingFileReport = (entry: Extract<ExportEntry, { kind: 'stored' }>) => void;

/**
 * Streams the entries into a ZIP, one at a time: a stored file is opened only when the archive is
 * ready for it and is piped through (already compressed PDFs and images are stored, not deflated),
 * so neither the archive nor any file is ever held whole in memory. Answers the archive stream at
 * once; it ends when the last entry is written, or is destroyed with the first error.
 */
export function zipStream(
  storage: FileStorage,
  entries: readonly ExportEntry[],
  onMissing: MissingFileReport,
) {
  const archive = new ZipArchive({ zlib: { level: 6 } });

  /** Appends one entry and waits until the archive has written it (or failed, or was closed: a client gone). */
  const appendAndWait = (source: Readable | string, name: string, store: boolean) =>
    new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        archive.off('entry', written);
        archive.off('error', failed);
        archive.off('close', closed);
        if (error) reject(error);
        else resolve();
      };
      const written = () => settle();
      const failed = (error: Error) => settle(error);
      const closed = () => settle(new Error('the archive was closed before it was complete'));
      archive.once('entry', written);
      archive.once('error', failed);
      archive.once('close', closed);
      archive.append(source, { name, store, date: new Date() });
    });

  const write = async () => {
    for (const entry of entries) {
      if (entry.kind === 'text') {
        await appendAndWait(entry.text, entry.name, false);
        continue;
      }
      const source = await storage.open(entry.storageKey);
      if (!source) {
        onMissing(entry);
        continue;
      }
      try {
        await appendAndWait(source, entry.name, true);
      } finally {
        // Ended normally once written; closed here when the archive failed or the client went away.
        if (!source.destroyed) source.destroy();
      }
    }
    await archive.finalize();
  };

  write().catch((error: unknown) => {
    if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
