import type { PageCatalogue } from './index.js';
import { ourBillingMessages } from './ours.billing.fr.js';
import { ourContentMessages } from './ours.content.fr.js';
import { ourWritingMessages } from './ours.writing.fr.js';
import { ourContactMessages } from './ours.contacts.fr.js';
import { ourAccountDataMessages } from './ours.account-data.fr.js';
import { ourTwoFactorMessages } from './ours.twofactor.fr.js';
import { ourNotificationMessages } from './ours.notifications.fr.js';
import { ourSettingsMessages } from './ours.settings.fr.js';
import { ourClosingMessages } from './ours.closing.fr.js';
import { ourContractMessages } from './ours.contracts.fr.js';
import { ourMessages } from './ours.fr.js';
import { ourPaperMessages } from './ours.paper.fr.js';
import { ourSigningMessages } from './ours.signing.fr.js';
import { specMessages } from './spec.fr.js';

/**
 * The French (fr-CA) messages the pages show, each catalogue typed against its English twin: the spec's, ours, and the API's answers. The web app carries
 * only these (apps/web/src/i18n/fr/messages.ts): apart from fr.ts, so that a bundle that never reads `fr` leaves
 * the rest out (a module of spreads is kept whole once anything of it is used).
 */
export const frPages = {
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
} satisfies PageCatalogue;
