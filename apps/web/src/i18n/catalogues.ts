import type { Language } from '@tradepact/shared';
import type { enPublicPages } from '@tradepact/shared/messages/en.public';
import type { enSignedInPages } from '@tradepact/shared/messages/en.signedIn';
import type { ResourceKey, ResourceLanguage } from 'i18next';
import type {
  AuthUiCatalogue,
  BlogUiCatalogue,
  CancelUiCatalogue,
  ContractPaymentsUiCatalogue,
  GettingPaidUiCatalogue,
  IntegrationsUiCatalogue,
  SigningRemindersUiCatalogue,
  RemindersUiCatalogue,
  EmailLinksUiCatalogue,
  GuidesUiCatalogue,
  HomeUiCatalogue,
  LocalCardUiCatalogue,
  OutboxUiCatalogue,
  PayUiCatalogue,
  ProfilePageUiCatalogue,
  PublicUiCatalogue,
  SignedInUiCatalogue,
  SigningCodeUiCatalogue,
  SigningUiCatalogue,
  SigningAnswersUiCatalogue,
  VerifyUiCatalogue,
} from './en/ui';

/**
 * Every language's catalogues are found by file name, so adding a language means adding files, not
 * changing code: in src/i18n/<lang>/, ui.public.ts exporting `publicUi` and messages.ts exporting
 * `pageMessages` (the shared messages a public page can show), loaded before the first render;
 * ui.signedIn.ts exporting `signedInUi` and messages.signedIn.ts exporting `signedInMessages` (the
 * shared messages of the signed-in pages only), loaded with the signed-in app; and ui.guides.ts exporting
 * `guidesUi`, loaded with the guides (How we work, How To Use); ui.signing.ts exporting `signingUi`, loaded
 * by the signing page's own script; ui.signingCode.ts exporting `signingCodeUi`, loaded with the signing
 * page's code card; ui.blog.ts exporting `blogUi`, loaded with the blog's pages; ui.auth.ts exporting `authUi`, loaded
 * with signing in and up (/Login, the popup) and Log-In Settings; ui.cancel.ts exporting `cancelUi`, loaded with
 * the consumer's cancel page; ui.signingAnswers.ts exporting `signingAnswersUi`, loaded with the signing
 * page's dialogs of asking for a change and declining; ui.contractPayments.ts exporting `contractPaymentsUi`,
 * loaded with My Projects (what a signed contract's client paid); ui.gettingPaid.ts exporting `gettingPaidUi`, loaded
 * with Settings (its Getting paid section); ui.integrations.ts exporting `integrationsUi`, loaded with
 * Settings' Integrations section (itself a lazy chunk) and a webhook endpoint's page; ui.signingReminders.ts exporting `signingRemindersUi`, loaded with
 * My Projects and Settings; ui.reminders.ts exporting `remindersUi`, loaded with My Projects (payment reminders); ui.localCard.ts exporting `localCardUi`, loaded
 * with the local card page (/PayByCard); ui.pay.ts exporting `payUi`, loaded by an invoice's pay page's own
 * script; ui.profilePage.ts exporting `profilePageUi`, loaded with My Profile; ui.home.ts (`homeUi`), ui.verify.ts (`verifyUi`: /verify and /C/{code}),
 * ui.emailLinks.ts (`emailLinksUi`: unsubscribing, confirming an alternate email) and ui.outbox.ts
 * (`outboxUi`), loaded with their pages. Each is a chunk of its own, so a
 * visitor downloads the words of one language only, and of the pages they open.
 */
const publicModules = import.meta.glob<{ publicUi: PublicUiCatalogue }>('./*/ui.public.ts');
const messageModules = import.meta.glob<{ pageMessages: Record<keyof typeof enPublicPages, string> }>(
  './*/messages.ts',
);
const signedInModules = import.meta.glob<{ signedInUi: SignedInUiCatalogue }>('./*/ui.signedIn.ts');
const signedInMessageModules = import.meta.glob<{
  signedInMessages: Record<keyof typeof enSignedInPages, string>;
}>('./*/messages.signedIn.ts');
const guidesModules = import.meta.glob<{ guidesUi: GuidesUiCatalogue }>('./*/ui.guides.ts');
const authModules = import.meta.glob<{ authUi: AuthUiCatalogue }>('./*/ui.auth.ts');
const blogModules = import.meta.glob<{ blogUi: BlogUiCatalogue }>('./*/ui.blog.ts');
const signingModules = import.meta.glob<{ signingUi: SigningUiCatalogue }>('./*/ui.signing.ts');
const signingCodeModules = import.meta.glob<{ signingCodeUi: SigningCodeUiCatalogue }>(
  './*/ui.signingCode.ts',
);
const cancelModules = import.meta.glob<{ cancelUi: CancelUiCatalogue }>('./*/ui.cancel.ts');
const signingAnswersModules = import.meta.glob<{ signingAnswersUi: SigningAnswersUiCatalogue }>(
  './*/ui.signingAnswers.ts',
);
const signingRemindersModules = import.meta.glob<{ signingRemindersUi: SigningRemindersUiCatalogue }>(
  './*/ui.signingReminders.ts',
);
const remindersModules = import.meta.glob<{ remindersUi: RemindersUiCatalogue }>('./*/ui.reminders.ts');
const gettingPaidModules = import.meta.glob<{ gettingPaidUi: GettingPaidUiCatalogue }>(
  './*/ui.gettingPaid.ts',
);
const integrationsModules = import.meta.glob<{ integrationsUi: IntegrationsUiCatalogue }>(
  './*/ui.integrations.ts',
);
const contractPaymentsModules = import.meta.glob<{ contractPaymentsUi: ContractPaymentsUiCatalogue }>(
  './*/ui.contractPayments.ts',
);
const localCardModules = import.meta.glob<{ localCardUi: LocalCardUiCatalogue }>('./*/ui.localCard.ts');
const payModules = import.meta.glob<{ payUi: PayUiCatalogue }>('./*/ui.pay.ts');
const profilePageModules = import.meta.glob<{ profilePageUi: ProfilePageUiCatalogue }>(
  './*/ui.profilePage.ts',
);
const homeModules = import.meta.glob<{ homeUi: HomeUiCatalogue }>('./*/ui.home.ts');
const verifyModules = import.meta.glob<{ verifyUi: VerifyUiCatalogue }>('./*/ui.verify.ts');
const emailLinksModules = import.meta.glob<{ emailLinksUi: EmailLinksUiCatalogue }>('./*/ui.emailLinks.ts');
const outboxModules = import.meta.glob<{ outboxUi: OutboxUiCatalogue }>('./*/ui.outbox.ts');

/** Downloads what every page of a language reads: namespaces 'ui' (public labels) and 'messages'. */
export async function loadPublicCatalogues(language: Language): Promise<ResourceLanguage> {
  const [ui, messages] = await Promise.all([
    publicModules[`./${language}/ui.public.ts`]?.(),
    messageModules[`./${language}/messages.ts`]?.(),
  ]);
  if (!ui || !messages) throw new Error(`no catalogue for the language ${language}`);
  return { ui: ui.publicUi, messages: messages.pageMessages };
}

type PartModules = Record<string, () => Promise<Record<string, unknown>>>;

/** A part's words as its file `./<lang>/ui.<part>.ts` exports them, as `<part>Ui`. */
const wordsOf = async (part: string, modules: PartModules, language: Language) =>
  (await modules[`./${language}/ui.${part}.ts`]?.())?.[`${part}Ui`] as ResourceKey | undefined;

/** A part whose words sit under their own key of 'ui' (`ui.<part>`). */
const nestedPart = (part: string, modules: PartModules) => async (language: Language) => {
  const words = await wordsOf(part, modules, language);
  return words === undefined ? undefined : { ui: { [part]: words } };
};

/** A part whose words join 'ui' at its top (a public page's own words). */
const flatPart = (part: string, modules: PartModules) => async (language: Language) => {
  const ui = await wordsOf(part, modules, language);
  return ui === undefined ? undefined : { ui };
};

/** The words that load with some pages only, by part, each by namespace: added to it when loaded. */
export const labelParts = {
  signedIn: flatPart('signedIn', signedInModules),
  signedInMessages: async (language: Language) => {
    const messages = (await signedInMessageModules[`./${language}/messages.signedIn.ts`]?.())
      ?.signedInMessages;
    return messages && { messages };
  },
  guides: nestedPart('guides', guidesModules),
  auth: nestedPart('auth', authModules),
  blog: nestedPart('blog', blogModules),
  signing: nestedPart('signing', signingModules),
  signingCode: nestedPart('signingCode', signingCodeModules),
  cancel: nestedPart('cancel', cancelModules),
  signingAnswers: nestedPart('signingAnswers', signingAnswersModules),
  signingReminders: nestedPart('signingReminders', signingRemindersModules),
  reminders: nestedPart('reminders', remindersModules),
  gettingPaid: nestedPart('gettingPaid', gettingPaidModules),
  integrations: nestedPart('integrations', integrationsModules),
  contractPayments: nestedPart('contractPayments', contractPaymentsModules),
  localCard: nestedPart('localCard', localCardModules),
  pay: nestedPart('pay', payModules),
  profilePage: nestedPart('profilePage', profilePageModules),
  home: flatPart('home', homeModules),
  verify: flatPart('verify', verifyModules),
  emailLinks: flatPart('emailLinks', emailLinksModules),
  outbox: flatPart('outbox', outboxModules),
} satisfies Record<string, (language: Language) => Promise<ResourceLanguage | undefined>>;

export type LabelPart = keyof typeof labelParts;
