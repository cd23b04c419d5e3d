import type { enSignedInPages } from './en.signedIn.js';
import { ourMessages } from './ours.fr.js';
import { ourContractMessages } from './ours.contracts.fr.js';
import { ourPaperMessages } from './ours.paper.fr.js';
import { ourBillingMessages } from './ours.billing.fr.js';
import { ourContentMessages } from './ours.content.fr.js';
import { ourWritingMessages } from './ours.writing.fr.js';
import { ourContactMessages } from './ours.contacts.fr.js';
import { ourAccountDataMessages } from './ours.account-data.fr.js';
import { ourNotificationMessages } from './ours.notifications.fr.js';
import { ourClosingMessages } from './ours.closing.fr.js';
import { ourSigningReminderMessages } from './ours.signing-reminders.fr.js';
import { ourGettingPaidMessages } from './ours.getting-paid.fr.js';

/**
 * The French (fr-CA) messages only the signed-in pages show: the web app loads them with the signed-in shell
 * (apps/web/src/i18n/loadLabels.ts), so a visitor of the public pages does not download them.
 */
export const frSignedInPages = {
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
} satisfies Record<keyof typeof enSignedInPages, string>;
