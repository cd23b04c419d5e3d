import { ourBillingMessages } from './ours.billing.en.js';
import { ourContentMessages } from './ours.content.en.js';
import { ourWritingMessages } from './ours.writing.en.js';
import { ourContactMessages } from './ours.contacts.en.js';
import { ourAccountDataMessages } from './ours.account-data.en.js';
import { ourTwoFactorMessages } from './ours.twofactor.en.js';
import { ourNotificationMessages } from './ours.notifications.en.js';
import { ourSettingsMessages } from './ours.settings.en.js';
import { ourClosingMessages } from './ours.closing.en.js';
import { ourContractMessages } from './ours.contracts.en.js';
import { ourMessages } from './ours.en.js';
import { ourPaperMessages } from './ours.paper.en.js';
import { ourSigningMessages } from './ours.signing.en.js';
import { specMessages } from './spec.en.js';

/**
 * The English messages the pages show: the spec's, ours, and the API's answers. The web app carries
 * only these (apps/web/src/i18n/en/messages.ts): apart from en.ts, so that a bundle that never reads `en` leaves
 * the rest out (a module of spreads is kept whole once anything of it is used).
 */
export const enPages = {
  ...specMessages,
  ...ourMessages,
  ...ourContractMessages,
  ...ourSigningMessages,
  ...ourPaperMessages,
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
