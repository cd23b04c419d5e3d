import { specMessages } from './spec.en.js';
import { ourSigningMessages } from './ours.signing.en.js';
import { ourPayMessages } from './ours.pay.en.js';
import { ourCardPayMessages } from './ours.card-pay.en.js';
import { ourTwoFactorMessages } from './ours.twofactor.en.js';
import { ourSettingsMessages } from './ours.settings.en.js';
import { ourTemplateMessages } from './ours.templates.en.js';
import { documentCancelMessages, documentFactNames } from './document.en.js';

/**
 * The English messages a public page can show (the home page, sign-in and sign-up, signing, the blog,
 * the guides, the EULA): the spec's, and ours for signing, two-step sign-in, the settings checks the
 * sign-up form shares, a template's checks, and the document's right to cancel (the signing page states
 * it above the signature). Every page loads them before its first render;
 * apps/web/src/i18n/publicMessages.test.ts fails when a public page names a message not in them.
 */
export const enPublicPages = {
  ...specMessages,
  ...ourSigningMessages,
  ...ourPayMessages,
  ...ourCardPayMessages,
  ...ourTwoFactorMessages,
  ...ourSettingsMessages,
  ...ourTemplateMessages,
  ...documentCancelMessages,
  ...documentFactNames,
} as const;
