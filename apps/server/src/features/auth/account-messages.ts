import { translate, type MessageKey, type MessageParams } from '@tradepact/shared';
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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function accountMessenger(notifier: Notifier, productName: string): AccountMessenger {
  const say = (language: string, key: MessageKey, params: MessageParams = {}) =>
    translate(language, key, { product: productName, ...params });

  return {
    async activationLink(tx, to, link, language) {
      const lines = [
        say(language, 'emailActivationGreeting', { name: plainTextLine(to.name) }),
        say(language, 'emailActivationBody'),
        link,
        say(language, 'emailIgnoreNotice'),
      ];
      const html = [
        `<p>${escapeHtml(lines[0] ?? '')}</p>`,
        `<p>${escapeHtml(lines[1] ?? '')}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(say(language, 'emailActivationButton'))}</a></p>`,
        `<p style="color:#555">${escapeHtml(link)}</p>`,
        `<p style="color:#555">${escapeHtml(lines[3] ?? '')}</p>`,
      ].join('\n');
      await notifier.email(tx, {
        to: to.email,
        subject: say(language, 'emailActivationSubject'),
        text: lines.join('\n\n'),
        html,
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
      const body = say(language, purpose === 'signIn' ? 'emailSignInCodeBody' : 'emailCodeBody', {
        code,
        minutes: signInCodeMinutes,
      });
      const notice = say(language, 'emailIgnoreNotice');
      await notifier.email(tx, {
        to: destination,
        subject: say(language, 'emailCodeSubject'),
        text: `${body}\n\n${notice}`,
        html: `<p>${escapeHtml(body)}</p>\n<p style="color:#555">${escapeHtml(notice)}</p>`,
      });
    },

    async confirmAddress(tx, channel, destination, code, link, language) {
      if (channel === 'sms') {
        await notifier.sms(tx, { to: destination, text: say(language, 'smsConfirmPhone', { code }) });
        return;
      }
      const body = say(language, 'emailConfirmAddressBody', { code });
      const notice = say(language, 'emailConfirmAddressIgnore');
      await notifier.email(tx, {
        to: destination,
        subject: say(language, 'emailConfirmAddressSubject'),
        text: [body, link, notice].join('\n\n'),
        html: [
          `<p>${escapeHtml(body)}</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(say(language, 'emailConfirmAddressButton'))}</a></p>`,
          `<p style="color:#555">${escapeHtml(notice)}</p>`,
        ].join('\n'),
      });
    },

    async alternateEmailLink(tx, to, link, days, language) {
      const body = say(language, 'emailAlternateConfirmBody', { name: plainTextLine(to.name), days });
      const notice = say(language, 'emailAlternateConfirmIgnore');
      await notifier.email(tx, {
        to: to.email,
        subject: say(language, 'emailAlternateConfirmSubject'),
        text: [body, link, notice].join('\n\n'),
        html: [
          `<p>${escapeHtml(body)}</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(say(language, 'emailAlternateConfirmButton'))}</a></p>`,
          `<p style="color:#555">${escapeHtml(link)}</p>`,
          `<p style="color:#555">${escapeHtml(notice)}</p>`,
        ].join('\n'),
      });
    },

    async twoFactorChanged(tx, email, channels, language) {
      const on = channels.email || channels.sms;
      const channelKey =
        channels.email && channels.sms
          ? 'twoFactorChannelBoth'
          : channels.email
            ? 'twoFactorChannelEmail'
            : 'twoFactorChannelSms';
      const body = on
        ? say(language, 'emailTwoFactorOnBody', { channels: say(language, channelKey) })
        : say(language, 'emailTwoFactorOffBody');
      const notice = say(language, 'emailTwoFactorNotYou');
      await notifier.email(tx, {
        to: email,
        subject: say(language, on ? 'emailTwoFactorOnSubject' : 'emailTwoFactorOffSubject'),
        text: `${body}\n\n${notice}`,
        html: `<p>${escapeHtml(body)}</p>\n<p style="color:#555">${escapeHtml(notice)}</p>`,
      });
    },
  };
}
