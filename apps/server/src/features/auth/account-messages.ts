import { translate, type MessageKey, type MessageParams } from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import type { Transaction } from '../../queue/queue.js';
import { plainTextLine } from '../../notify/plain-text.js';

/**
 * Emails and texts about the account, worded from the catalogue in the reader's language, queued in
 * the transaction that made what they carry (a code, a link): sent once it commits, never otherwise.
 */
export interface AccountMessenger {
  activationLink(
    tx: Transaction,
    to: { email: string; name: string },
    link: string,
    language: string,
  ): Promise<void>;
  code(
    tx: Transaction,
    channel: 'email' | 'sms',
    destination: string,
    code: string,
    purpose: 'activation' | 'code' | 'signIn',
    language: string,
  ): Promise<void>;
  /** The code that makes a new email (with a link to the settings page) or mobile number the account's. */
  confirmAddress(
    tx: Transaction,
    channel: 'email' | 'sms',
    destination: string,
    code: string,
    link: string,
    language: string,
  ): Promise<void>;
  /** The link that makes an address the account's verified alternate email (issue 18 §2). */
  alternateEmailLink(
    tx: Transaction,
    to: { email: string; name: string },
    link: string,
    days: number,
    language: string,
  ): Promise<void>;
  /** Two-step sign-in was turned on (with the channels now on) or off (issue 18 §1). */
  twoFactorChanged(
    tx: Transaction,
    email: string,
    channels: { email: boolean; sms: boolean },
    language: string,
  ): Promise<void>;
}

/** How long a sign-in code, and the ticket it is bound to, stay valid (issue 18 §1). */
export const signInCodeMinutes = 10;

const smsCodeKeys = {
  activation: 'smsActivationCode',
  code: 'smsCode',
  signIn: 'smsSignInCode',
} as const satisfies Record<string, MessageKey>;

/** What an account email says; the layout adds the product's name and the small print's place. */
interface AccountEmail {
  to: string;
  language: string;
  subject: string;
  greeting?: string;
  /** The one thing the email is for; also the line inboxes show beside the subject. */
  body: string;
  button?: { label: string; url: string };
  /** A warning the reader must not miss (a security change they did not make). */
  warning?: string;
  /** Small print: why the reader may ignore the email. */
  footer?: string;
}

export function accountMessenger(notifier: Notifier, productName: string): AccountMessenger {
  const say = (language: string, key: MessageKey, params: MessageParams = {}) =>
    translate(language, key, { product: productName, ...params });

  /**
   * An account email in the layout of every other email of the product (the signing emails' one),
   * from the product, headed by its subject, a link as a button with the raw link under it.
   */
  const email = (tx: Transaction, message: AccountEmail) =>
    notifier.email(tx, {
      to: message.to,
      subject: message.subject,
      ...renderEmail({
        language: message.language,
        sender: productName,
        preheader: message.body,
        heading: message.subject,
        paragraphs: message.greeting ? [message.greeting, message.body] : [message.body],
        ...(message.button && { button: message.button }),
        ...(message.warning && { notes: [message.warning] }),
        footer: message.footer ? [message.footer] : [],
      }),
    });

  return {
    async activationLink(tx, to, link, language) {
      await email(tx, {
        to: to.email,
        language,
        subject: say(language, 'emailActivationSubject'),
        greeting: say(language, 'emailActivationGreeting', { name: plainTextLine(to.name) }),
        body: say(language, 'emailActivationBody'),
        button: { label: say(language, 'emailActivationButton'), url: link },
        footer: say(language, 'emailIgnoreNotice'),
      });
    },

    async code(tx, channel, destination, code, purpose, language) {
      if (channel === 'sms') {
        await notifier.sms(tx, {
          to: destination,
          text: say(language, smsCodeKeys[purpose], { code, minutes: signInCodeMinutes }),
        });
        return;
      }
      await email(tx, {
        to: destination,
        language,
        subject: say(language, 'emailCodeSubject'),
        body: say(language, purpose === 'signIn' ? 'emailSignInCodeBody' : 'emailCodeBody', {
          code,
          minutes: signInCodeMinutes,
        }),
        footer: say(language, 'emailIgnoreNotice'),
      });
    },

    async confirmAddress(tx, channel, destination, code, link, language) {
      if (channel === 'sms') {
        await notifier.sms(tx, { to: destination, text: say(language, 'smsConfirmPhone', { code }) });
        return;
      }
      await email(tx, {
        to: destination,
        language,
        subject: say(language, 'emailConfirmAddressSubject'),
        body: say(language, 'emailConfirmAddressBody', { code }),
        button: { label: say(language, 'emailConfirmAddressButton'), url: link },
        footer: say(language, 'emailConfirmAddressIgnore'),
      });
    },

    async alternateEmailLink(tx, to, link, days, language) {
      await email(tx, {
        to: to.email,
        language,
        subject: say(language, 'emailAlternateConfirmSubject'),
        body: say(language, 'emailAlternateConfirmBody', { name: plainTextLine(to.name), days }),
        button: { label: say(language, 'emailAlternateConfirmButton'), url: link },
        footer: say(language, 'emailAlternateConfirmIgnore'),
      });
    },

    async twoFactorChanged(tx, to, channels, language) {
      const on = channels.email || channels.sms;
      const channelKey =
        channels.email && channels.sms
          ? 'twoFactorChannelBoth'
          : channels.email
            ? 'twoFactorChannelEmail'
            : 'twoFactorChannelSms';
      await email(tx, {
        to,
        language,
        subject: say(language, on ? 'emailTwoFactorOnSubject' : 'emailTwoFactorOffSubject'),
        body: on
          ? say(language, 'emailTwoFactorOnBody', { channels: say(language, channelKey) })
          : say(language, 'emailTwoFactorOffBody'),
        warning: say(language, 'emailTwoFactorNotYou'),
      });
    },
  };
}
