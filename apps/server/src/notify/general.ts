import { languageOf, translate, type Language, type UnsubscribeSwitch } from '@tradepact/shared';
import type { Config } from '../config/config.js';
import type { Transaction } from '../queue/queue.js';
import { renderEmail } from './email-layout.js';
import type { Notifier } from './notifier.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * A general message (an announcement, a blog article): news the account may decline, unlike the
 * transactional emails and texts features send through `notifier.email` and `notifier.sms`.
 */
export interface GeneralMessage {
  email: {
    subject: string;
    paragraphs: string[];
    button: { label: string; url: string };
  };
  /** The text without its opt-out line, which is added here. */
  sms: string;
}

/** A general message as each language words it: each account gets it in its own (users.language). */
export type GeneralNews = (language: Language) => GeneralMessage;

/** The account's addresses and notification switches, as the users table holds them. */
export interface GeneralRecipient {
  id: string;
  /** The language the account reads us in; one we no longer speak reads English. */
  language: string;
  email: string;
  alternateEmail: string;
  alternateEmailConfirmedAt: Date | null;
  phone: string | null;
  phoneConfirmedAt: Date | null;
  notifyEmail: boolean;
  notifyAlternateEmail: boolean;
  notifySms: boolean;
}

/** The addresses a general message goes to under the account's switches. */
export function generalChannels(recipient: GeneralRecipient) {
  const emails: { to: string; which: UnsubscribeSwitch }[] = [];
  if (recipient.notifyEmail) emails.push({ to: recipient.email, which: 'email' });
  // Nothing general goes to an alternate address before its link was opened.
  if (recipient.notifyAlternateEmail && recipient.alternateEmail && recipient.alternateEmailConfirmedAt)
    emails.push({ to: recipient.alternateEmail, which: 'alternateEmail' });
  const sms =
    recipient.notifySms && recipient.phone && recipient.phoneConfirmedAt ? recipient.phone : undefined;
  return { emails, sms };
}

export interface GeneralNotifierDeps {
  notifier: Notifier;
  config: Pick<Config, 'publicUrl' | 'productName' | 'operator'>;
  /** The server's secret: signs the unsubscribe links. */
  unsubscribeKey: Uint8Array;
}

/**
 * Sends general messages as the law asks (CASL): only on the channels the account opted into, each
 * email naming the sender with a mailing address and carrying a one-click unsubscribe (RFC 8058
 * headers and a link in the body), each text ending with how to opt out.
 */
export function generalNotifier({ notifier, config, unsubscribeKey }: GeneralNotifierDeps) {
  const product = config.productName;
  const sender = [config.operator.name, config.operator.address].filter(Boolean).join(', ');

  const email = (
    tx: Transaction,
    language: Language,
    to: string,
    token: string,
    message: GeneralMessage['email'],
  ) =>
    notifier.email(tx, {
      to,
      subject: message.subject,
      headers: {
        'List-Unsubscribe': `<${config.publicUrl}/api/notifications/unsubscribe/one-click?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...renderEmail({
        language,
        sender: product,
        preheader: message.paragraphs[0] ?? message.subject,
        heading: message.subject,
        paragraphs: message.paragraphs,
        button: message.button,
        footer: [
          translate(language, 'generalEmailSender', { sender }),
          translate(language, 'generalEmailReason', { product }),
        ],
        footerLink: {
          label: translate(language, 'generalEmailUnsubscribe'),
          url: `${config.publicUrl}/Unsubscribe?token=${token}`,
        },
      }),
    });

  return {
    /**
     * Queues the news, worded in the account's language, on every channel the account opted into;
     * answers how many were queued.
     */
    async send(tx: Transaction, recipient: GeneralRecipient, news: GeneralNews): Promise<number> {
      const language = languageOf(recipient.language);
      const message = news(language);
      const { emails, sms } = generalChannels(recipient);
      for (const { to, which } of emails)
        await email(tx, language, to, unsubscribeToken(unsubscribeKey, recipient.id, which), message.email);
      if (sms)
        await notifier.sms(tx, {
          to: sms,
          text: `${message.sms}\n${translate(language, 'generalSmsOptOut')}`,
        });
      return emails.length + (sms ? 1 : 0);
    },
  };
}
