import { certificateMessages } from './certificate.en.js';
import { ourBillingMessages } from './ours.billing.en.js';
import { ourContentMessages } from './ours.content.en.js';
import { ourWritingMessages } from './ours.writing.en.js';
import { ourContactMessages } from './ours.contacts.en.js';
import { ourAccountDataMessages } from './ours.account-data.en.js';
import { ourTwoFactorMessages } from './ours.twofactor.en.js';
import { ourNotificationMessages } from './ours.notifications.en.js';
import { ourSettingsMessages } from './ours.settings.en.js';
import { ourClosingMessages } from './ours.closing.en.js';
import { documentMessages } from './document.en.js';
import { ourContractMessages } from './ours.contracts.en.js';
import { ourMessages } from './ours.en.js';
import { ourPaperMessages } from './ours.paper.en.js';
import { ourSigningMessages } from './ours.signing.en.js';
import { signingEmailMessages } from './signing-email.en.js';
import { specMessages } from './spec.en.js';

/** The English catalogue: the spec's messages, verbatim, and ours. */
export const en = {
  ...specMessages,
  ...ourMessages,
  ...ourContractMessages,
  ...documentMessages,
  ...ourSigningMessages,
  ...ourPaperMessages,
  ...signingEmailMessages,
  ...certificateMessages,
  ...ourBillingMessages,
  ...ourContentMessages,
  ...ourWritingMessages,
  ...ourContactMessages,
  ...ourAccountDataMessages,
  ...ourTwoFactorMessages,
  ...ourNotificationMessages,
  ...ourSettingsMessages,
  ...ourClosingMessages,
} as const;

export {
  certificateMessages,
  documentMessages,
  ourContractMessages,
  ourMessages,
  ourPaperMessages,
  ourSigningMessages,
  signingEmailMessages,
  specMessages,
};
