import { authUi } from './ui.auth';
import { blogUi } from './ui.blog';
import { cancelUi } from './ui.cancel';
import { contractPaymentsUi } from './ui.contractPayments';
import { gettingPaidUi } from './ui.gettingPaid';
import { integrationsUi } from './ui.integrations';
import { signingRemindersUi } from './ui.signingReminders';
import { remindersUi } from './ui.reminders';
import { emailLinksUi } from './ui.emailLinks';
import { guidesUi } from './ui.guides';
import { homeUi } from './ui.home';
import { localCardUi } from './ui.localCard';
import { outboxUi } from './ui.outbox';
import { payUi } from './ui.pay';
import { profilePageUi } from './ui.profilePage';
import { publicUi } from './ui.public';
import { signedInUi } from './ui.signedIn';
import { signingUi } from './ui.signing';
import { signingAnswersUi } from './ui.signingAnswers';
import { signingCodeUi } from './ui.signingCode';
import { verifyUi } from './ui.verify';

/**
 * Every label of the web app (namespace 'ui'), for types: keys checked at compile time and the shape
 * each language must have. The parts load apart (../catalogues.ts), so app code imports this
 * module for its types only (`import type`); src/app/publicPages.test.ts keeps it off the public pages.
 */
export const ui = {
  ...publicUi,
  ...homeUi,
  ...verifyUi,
  ...emailLinksUi,
  ...outboxUi,
  ...signedInUi,
  signing: signingUi,
  signingCode: signingCodeUi,
  blog: blogUi,
  auth: authUi,
  guides: guidesUi,
  cancel: cancelUi,
  signingAnswers: signingAnswersUi,
  contractPayments: contractPaymentsUi,
  gettingPaid: gettingPaidUi,
  integrations: integrationsUi,
  signingReminders: signingRemindersUi,
  reminders: remindersUi,
  localCard: localCardUi,
  pay: payUi,
  profilePage: profilePageUi,
} as const;

type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape of src/i18n/<lang>/ui.public.ts. */
export type PublicUiCatalogue = Catalogue<typeof publicUi>;
/** The shape of src/i18n/<lang>/ui.guides.ts (key `guides`). */
export type GuidesUiCatalogue = Catalogue<typeof guidesUi>;
/** The shape of src/i18n/<lang>/ui.auth.ts (key `auth`). */
export type AuthUiCatalogue = Catalogue<typeof authUi>;
/** The shape of src/i18n/<lang>/ui.blog.ts (key `blog`). */
export type BlogUiCatalogue = Catalogue<typeof blogUi>;
/** The shape of src/i18n/<lang>/ui.signing.ts (key `signing`). */
export type SigningUiCatalogue = Catalogue<typeof signingUi>;
/** The shape of src/i18n/<lang>/ui.signingCode.ts (key `signingCode`). */
export type SigningCodeUiCatalogue = Catalogue<typeof signingCodeUi>;
/** The shape of src/i18n/<lang>/ui.cancel.ts (key `cancel`). */
export type CancelUiCatalogue = Catalogue<typeof cancelUi>;
/** The shape of src/i18n/<lang>/ui.signingAnswers.ts (key `signingAnswers`). */
export type SigningAnswersUiCatalogue = Catalogue<typeof signingAnswersUi>;
/** The shape of src/i18n/<lang>/ui.reminders.ts (key `reminders`). */
export type RemindersUiCatalogue = Catalogue<typeof remindersUi>;
/** The shape of src/i18n/<lang>/ui.signingReminders.ts (key `signingReminders`). */
export type SigningRemindersUiCatalogue = Catalogue<typeof signingRemindersUi>;
/** The shape of src/i18n/<lang>/ui.gettingPaid.ts (key `gettingPaid`). */
export type GettingPaidUiCatalogue = Catalogue<typeof gettingPaidUi>;
/** The shape of src/i18n/<lang>/ui.integrations.ts (key `integrations`). */
export type IntegrationsUiCatalogue = Catalogue<typeof integrationsUi>;
/** The shape of src/i18n/<lang>/ui.contractPayments.ts (key `contractPayments`). */
export type ContractPaymentsUiCatalogue = Catalogue<typeof contractPaymentsUi>;
/** The shape of src/i18n/<lang>/ui.localCard.ts (key `localCard`). */
export type LocalCardUiCatalogue = Catalogue<typeof localCardUi>;
/** The shape of src/i18n/<lang>/ui.pay.ts (key `pay`). */
export type PayUiCatalogue = Catalogue<typeof payUi>;
/** The shape of src/i18n/<lang>/ui.home.ts. */
export type HomeUiCatalogue = Catalogue<typeof homeUi>;
/** The shape of src/i18n/<lang>/ui.verify.ts. */
export type VerifyUiCatalogue = Catalogue<typeof verifyUi>;
/** The shape of src/i18n/<lang>/ui.emailLinks.ts. */
export type EmailLinksUiCatalogue = Catalogue<typeof emailLinksUi>;
/** The shape of src/i18n/<lang>/ui.outbox.ts. */
export type OutboxUiCatalogue = Catalogue<typeof outboxUi>;
/** The shape of src/i18n/<lang>/ui.signedIn.ts. */
export type SignedInUiCatalogue = Catalogue<typeof signedInUi>;
/** The shape of src/i18n/<lang>/ui.profilePage.ts (key `profilePage`). */
export type ProfilePageUiCatalogue = Catalogue<typeof profilePageUi>;
