import type { MessageKey } from '@tradepact/shared';

interface StatusLook {
  /** The status as words, from the catalogue: the colour is never the only sign. */
  word: MessageKey;
  color: string;
}

/** Colours per DECISIONS: Draft grey, sent blue, Signed green, Cancelled and Expired red. */
const looks: Record<string, StatusLook> = {
  Draft: { word: 'contractStatusDraft', color: 'gray' },
  Sent: { word: 'contractStatusSent', color: 'blue' },
  Signed: { word: 'contractStatusSigned', color: 'green' },
  Expired: { word: 'contractStatusExpired', color: 'red' },
  Cancelled: { word: 'contractStatusCancelled', color: 'red' },
  Superseded: { word: 'contractStatusSuperseded', color: 'gray' },
};

/** How a contract's Status of the public checks reads; null for a status this page does not know. */
export function statusLook(status: string): StatusLook | null {
  return looks[status] ?? null;
}
