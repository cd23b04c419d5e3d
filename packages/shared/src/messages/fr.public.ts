import type { enPublicPages } from './en.public.js';
import { specMessages } from './spec.fr.js';
import { ourSigningMessages } from './ours.signing.fr.js';
import { ourPayMessages } from './ours.pay.fr.js';
import { ourCardPayMessages } from './ours.card-pay.fr.js';
import { ourTwoFactorMessages } from './ours.twofactor.fr.js';
import { ourSettingsMessages } from './ours.settings.fr.js';
import { ourTemplateMessages } from './ours.templates.fr.js';
import { documentCancelMessages, documentFactNames } from './document.fr.js';

/**
 * The French (fr-CA) messages a public page can show (the home page, sign-in and sign-up, signing, the blog,
 * the guides, the EULA): the spec's, and ours for signing, two-step sign-in, the settings checks the
 * sign-up form shares, a template's checks, and the document's right to cancel (the signing page states
 * it above the signature). Every page loads them before its first render;
 * apps/web/src/i18n/publicMessages.test.ts fails when a public page names a message not in them.
 */
export const frPublicPages = {
  ...specMessages,
  ...ourSigningMessages,
  ...ourPayMessages,
  ...ourCardPayMessages,
  ...ourTwoFactorMessages,
  ...ourSettingsMessages,
  ...ourTemplateMessages,
  ...documentCancelMessages,
  ...documentFactNames,
} satisfies Record<keyof typeof enPublicPages, string>;
