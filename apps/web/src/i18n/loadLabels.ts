import { isLanguage, type Language } from '@tradepact/shared';
import { labelParts, type LabelPart } from './catalogues';
import { i18n } from './index';

const added = new Map<string, Promise<void>>();

/**
 * Loads a part of the words (labels, src/i18n/<lang>/ui.<part>.ts, or messages) for the language
 * shown, once. The router waits for it before drawing the pages that read it, so none shows a bare
 * key. The words join their namespace beside the public ones (a deep merge), so
 * `t('nav.myProjects')` reads the same whichever part a label comes from.
 */
export function loadLabels(part: LabelPart, language: string = i18n.language): Promise<void> {
  if (!isLanguage(language)) return Promise.resolve();
  const key = `${part}:${language}`;
  let adding = added.get(key);
  if (!adding) {
    adding = labelParts[part](language as Language).then((namespaces) => {
      if (!namespaces) throw new Error(`no ${part} words for the language ${language}`);
      for (const [namespace, words] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, words, true, false);
      }
    });
    adding.catch(() => added.delete(key));
    added.set(key, adding);
  }
  return adding;
}

/** The parts of the labels loaded so far, in any language: a new language needs them too. */
export function loadedLabelParts(): LabelPart[] {
  return [...new Set([...added.keys()].map((key) => key.split(':')[0] as LabelPart))];
}

/**
 * The signed-in app's labels and messages (those no public page shows). The guides' labels load with
 * the guides and the how-to popup (SignedInLayout's HowToVideoButton), not with every signed-in page.
 */
export const loadSignedInLabels = (language?: string) =>
  Promise.all([loadLabels('signedIn', language), loadLabels('signedInMessages', language)]).then(
    () => undefined,
  );

/** The labels of signing in and up (/Login, the public pages' popup) and of Log-In Settings. */
export const loadAuthLabels = (language?: string) => loadLabels('auth', language);

/** The blog's labels (the public blog and the in-app one). */
export const loadBlogLabels = (language?: string) => loadLabels('blog', language);

/** The signing page's labels: its script (signingMain.tsx) loads them with the public words. */
export const loadSigningLabels = (language?: string) => loadLabels('signing', language);

/** The labels of the signing page's code card (a contract sent with a code before opening). */
export const loadSigningCodeLabels = (language?: string) => loadLabels('signingCode', language);

/** The labels of the consumer's cancel page (/CancelAgreement). */
export const loadCancelLabels = (language?: string) => loadLabels('cancel', language);

/** The labels of the local card page (/PayByCard), where a client pays on an install without Stripe. */
export const loadLocalCardLabels = (language?: string) => loadLabels('localCard', language);

/** The labels of the signing page's dialogs of asking for a change and declining. */
export const loadSigningAnswerLabels = (language?: string) => loadLabels('signingAnswers', language);

/** The reminders to sign's labels (issue 32 §3), loaded with My Projects and Settings. */
export const loadSigningRemindersLabels = (language?: string) => loadLabels('signingReminders', language);

/** The payment reminders' labels (doc 2 §4), loaded with My Projects. */
export const loadRemindersLabels = (language?: string) => loadLabels('reminders', language);

/** Settings › Getting paid's labels (issue 33), loaded with Settings. */
export const loadGettingPaidLabels = (language?: string) => loadLabels('gettingPaid', language);

/**
 * Settings › Integrations' labels (issue 34): loaded with the section's own chunk and the endpoint's
 * page, so neither the shell nor the rest of Settings carries them.
 */
export const loadIntegrationsLabels = (language?: string) => loadLabels('integrations', language);

/** The labels of a signed contract's payments (issue 33), loaded with My Projects. */
export const loadContractPaymentsLabels = (language?: string) => loadLabels('contractPayments', language);
/** An invoice's pay page's labels: its script (payMain.tsx) loads them with the public words. */
export const loadPayLabels = (language?: string) => loadLabels('pay', language);

/** My Profile's own labels (its sections, hints, logo, signature and popups), loaded with the page. */
export const loadProfilePageLabels = (language?: string) => loadLabels('profilePage', language);

/** The labels of How we work and How To Use. */
export const loadGuidesLabels = (language?: string) => loadLabels('guides', language);

/** The home page's labels. */
export const loadHomeLabels = (language?: string) => loadLabels('home', language);

/** The labels of /verify and of the page a contract's QR code opens (/C/{code}). */
export const loadVerifyLabels = (language?: string) => loadLabels('verify', language);

/** The labels of the pages an email's link opens (unsubscribing, confirming an alternate email). */
export const loadEmailLinkLabels = (language?: string) => loadLabels('emailLinks', language);

/** The development outbox's labels. */
export const loadOutboxLabels = (language?: string) => loadLabels('outbox', language);
