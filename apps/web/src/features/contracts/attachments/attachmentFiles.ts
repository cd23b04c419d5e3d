import { contractLimits, uploadMimeTypes, type MessageKey, type MessageParams } from '@tradepact/shared';

/** The file picker's filter: PDF and the image types the server stores. */
export const attachmentAccept = uploadMimeTypes.join(',');

export interface AttachmentRefusal {
  message: MessageKey;
  params?: MessageParams;
}

const isPdfOrImage = (file: File) => (uploadMimeTypes as readonly string[]).includes(file.type);

/**
 * Doc 3 §5's checks of one pick, in this order: one file per pick, PDF or image only, 5 MB. The
 * server checks the bytes again; this spares the user an upload bound to be refused.
 */
export function attachmentRefusal(files: readonly File[]): AttachmentRefusal | null {
  if (files.length !== 1) return { message: 'uploadOneFileOnly', params: { count: files.length } };
  const [file] = files;
  if (!file || !isPdfOrImage(file)) return { message: 'uploadPdfOrImageOnly' };
  if (file.size > contractLimits.maxAttachmentBytes) {
    return { message: 'uploadAttachmentTooLarge', params: { name: file.name } };
  }
  return null;
}
