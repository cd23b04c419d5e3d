import type { AttachmentInput, ContractAttachment } from '@tradepact/shared';

/** A schedule slot's file once uploaded. */
export interface AttachedFile {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  mimeType: string;
}

/** What the builder keeps of one schedule (doc 3 §3): slot 0 is Schedule A. */
export interface AttachmentItem {
  slot: number;
  title: string;
  file?: AttachedFile;
  /** A file is on its way up; the slot keeps its previous file (if any) until it lands. */
  uploading?: boolean;
  /** The stored schedule's id, when the contract was read back. */
  id?: string;
}

/** The schedules of a contract read back (GET contract/read), as the builder keeps them. */
export const attachmentItemsOf = (stored: readonly ContractAttachment[]): AttachmentItem[] =>
  stored
    .map((attachment) => ({
      slot: attachment.slot,
      title: attachment.title,
      id: attachment.id,
      file: {
        id: attachment.file,
        name: attachment.name,
        size: attachment.size,
        mimeType: attachment.mimeType,
      },
    }))
    .sort((a, b) => a.slot - b.slot);

/** The save request's schedules (doc 3 §3: {id?, title, file}): those holding a file, A to D. */
export const attachmentInputsOf = (items: readonly AttachmentItem[]): AttachmentInput[] =>
  [...items]
    .sort((a, b) => a.slot - b.slot)
    .flatMap((item) =>
      item.file
        ? [{ ...(item.id ? { id: item.id } : {}), title: item.title.trim(), file: item.file.id }]
        : [],
    );

/** A slot shows on a phone once it holds something. */
export const isFilled = (item: AttachmentItem | undefined): boolean =>
  Boolean(item && (item.title !== '' || item.file || item.uploading));

/** The items with slot `slot` changed by `change`; a slot left with nothing is dropped. */
export function withSlot(
  items: readonly AttachmentItem[],
  slot: number,
  change: (item: AttachmentItem) => AttachmentItem,
): AttachmentItem[] {
  const current = items.find((item) => item.slot === slot) ?? { slot, title: '' };
  const next = change(current);
  const others = items.filter((item) => item.slot !== slot);
  return (isFilled(next) ? [...others, next] : others).sort((a, b) => a.slot - b.slot);
}
