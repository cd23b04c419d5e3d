import type { DownloadedFile } from '../../../lib/http';

/**
 * Hands a downloaded file to the browser's own download, under the server's name. The object URL
 * is released on the next tick, once the click has started the download.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
