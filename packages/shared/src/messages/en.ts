import { documentMessages } from './document.en.js';
import { ourContractMessages } from './ours.contracts.en.js';
import { ourMessages } from './ours.en.js';
import { specMessages } from './spec.en.js';

/** The English catalogue: the spec's messages, verbatim, and ours. */
export const en = { ...specMessages, ...ourMessages, ...ourContractMessages, ...documentMessages } as const;

export { documentMessages, ourContractMessages, ourMessages, specMessages };
