import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from './api';
import { attachmentRefusal } from './attachmentFiles';
import { withSlot, type AttachmentItem } from './attachmentItems';

type PerSlot<T> = Partial<Record<number, T>>;

/**
 * The schedules' edits and uploads. An upload finishes after the user may have typed elsewhere, so
 * its result is applied to the latest value, and dropped when the slot was cleared or picked again
 * meanwhile.
 */
export function useScheduleUploads(value: AttachmentItem[], onChange: (next: AttachmentItem[]) => void) {
  const { t } = useTranslation(['ui', 'messages']);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const pickNumbers = useRef<PerSlot<number>>({});
  const [refusals, setRefusals] = useState<PerSlot<string>>({});
  const [pendingNames, setPendingNames] = useState<PerSlot<string>>({});

  const change = (slot: number, edit: (item: AttachmentItem) => AttachmentItem) => {
    const next = withSlot(latest.current, slot, edit);
    latest.current = next;
    onChange(next);
  };
  const refuse = (slot: number, message: string | undefined) =>
    setRefusals((shown) => ({ ...shown, [slot]: message }));

  const pick = async (slot: number, files: File[]) => {
    const refusal = attachmentRefusal(files);
    refuse(slot, refusal ? t(`messages:${refusal.message}`, refusal.params ?? {}) : undefined);
    const [file] = files;
    if (refusal || !file) return;

    const pickNumber = (pickNumbers.current[slot] ?? 0) + 1;
    pickNumbers.current[slot] = pickNumber;
    setPendingNames((names) => ({ ...names, [slot]: file.name }));
    change(slot, (item) => ({ ...item, uploading: true }));

    const answer = await uploadAttachment(file);
    if (pickNumbers.current[slot] !== pickNumber) return;
    const uploaded = answer.Type === 200 && answer.Data ? answer.Data : null;
    // Doc 3 §8: a failed upload removes the entry silently; the slot keeps what it held before.
    change(slot, ({ uploading: _done, ...item }) =>
      uploaded
        ? { ...item, file: { id: uploaded, name: file.name, size: file.size, mimeType: file.type } }
        : item,
    );
  };

  return {
    refusalOf: (slot: number) => refusals[slot],
    pendingNameOf: (slot: number) => pendingNames[slot] ?? '',
    setTitle: (slot: number, title: string) => change(slot, (item) => ({ ...item, title })),
    pick: (slot: number, files: File[]) => void pick(slot, files),
    removeFile: (slot: number) => {
      // An upload still on its way for this slot is forgotten too.
      pickNumbers.current[slot] = (pickNumbers.current[slot] ?? 0) + 1;
      refuse(slot, undefined);
      change(slot, ({ file: _removed, uploading: _cancelled, ...item }) => item);
    },
  };
}
