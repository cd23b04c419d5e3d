import { ourMessages } from './ours.en.js';
import { ourContractMessages } from './ours.contracts.en.js';
import { ourPaperMessages } from './ours.paper.en.js';
import { ourBillingMessages } from './ours.billing.en.js';
import { ourContentMessages } from './ours.content.en.js';
import { ourWritingMessages } from './ours.writing.en.js';
import { ourContactMessages } from './ours.contacts.en.js';
import { ourAccountDataMessages } from './ours.account-data.en.js';
import { ourNotificationMessages } from './ours.notifications.en.js';
import { ourClosingMessages } from './ours.closing.en.js';
import { ourSigningReminderMessages } from './ours.signing-reminders.en.js';
import { ourGettingPaidMessages } from './ours.getting-paid.en.js';

/**
 * The English messages only the signed-in pages show: the web app loads them with the signed-in shell
 * (apps/web/src/i18n/loadLabels.ts), so a visitor of the public pages does not download them.
 */
export const enSignedInPages = {
  ...ourMessages,
  ...ourContractMessages,
  ...ourPaperMessages,
  ...ourBillingMessages,
  ...ourContentMessages,
  ...ourWritingMessages,
  ...ourContactMessages,
  ...ourAccountDataMessages,
  ...ourNotificationMessages,
  ...ourClosingMessages,
  ...ourSigningReminderMessages,
  ...ourGettingPaidMessages,
} as const;
