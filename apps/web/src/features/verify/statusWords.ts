import type { MessageKey } from '@tradepact/shared';

interface StatusLook {
  /** The status as words, from the catalogue: the colour is never the only sign. */
  word: MessageKey;
  color: string;
}

/**
 * Colours per DECISIONS: Draft grey, sent blue, Signed green, Cancelled, Declined and Expired red, in shades
 * whose badge text (white, or black on the light green) reads at 4.5:1 or more.
 */
const looks: Record<string, StatusLook> = {
  Draft: { word: 'contractStatusDraft', color: 'gray.7' },
  Sent: { word: 'contractStatusSent', color: 'blue.9' },
  Signed: { word: 'contractStatusSigned', color: 'green.6' },
  Expired: { word: 'contractStatusExpired', color: 'red.9' },
  Cancelled: { word: 'contractStatusCancelled', color: 'red.9' },
  Declined: { word: 'contractStatusDeclined', color: 'red.9' },
  Superseded: { word: 'contractStatusSuperseded', color: 'gray.7' },
};

/** How a contract's Status of the public checks reads; null for a status this page does not know. */
export function statusLook(status: string): StatusLook | null {
  return looks[status] ?? null;
}
