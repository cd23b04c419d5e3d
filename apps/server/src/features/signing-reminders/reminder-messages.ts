import {
  contractTypes,
  formatDay,
  textableMobile,
  translate,
  type MessageKey,
  type MessageParams,
} from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';
import {
  contactRows,
  contractRows,
  logoAttachment,
  logoCid,
  type SigningContract,
  type SigningContractor,
} from '../signing/signing-messages.js';

/** One recipient's reminder to sign: the link they already have, in the contract's language. */
export interface ReminderToSign {
  language: string;
  to: { name: string; email: string; phone: string };
  contractor: SigningContractor;
  contract: SigningContract;
  /** The signer's own key, as it goes in the link (the same link as the request's). */
  key: string;
  /** The contractor's own words sent with the contract, above the button as in the request. */
  message: string;
}

/**
 * The reminders to sign, worded from the catalogue in the recipient's language and queued in the
 * caller's transaction: "Reminder: {business} is waiting for your signature", the same signing link,
 * and the last day to sign written out.
 */
export function reminderMessenger(notifier: Notifier, options: { productName: string; publicUrl: string }) {
  const linkOf = (key: string) => `${options.publicUrl}/Signature?key=${encodeURIComponent(key)}`;
  const wordsFor = (r: ReminderToSign) => {
    const { language, contract, contractor } = r;
    const number = translate(
      language,
      contract.revision > 0 ? 'signEmailContractNumberAmended' : 'signEmailContractNumber',
      { number: contract.number, revision: contract.revision },
    );
    const lastDay = formatDay(contract.expiresOn, `${language}-CA`);
    const common: MessageParams = {
      product: options.productName,
      business: plainTextLine(contractor.businessName),
      contractor: plainTextLine(contractor.name),
      title: plainTextLine(contract.title),
      kind: translate(
        language,
        contract.type === contractTypes.client ? 'signEmailKindClient' : 'signEmailKindSubcontract',
      ),
      number,
      date: lastDay,
    };
    const say = (key: MessageKey, params: MessageParams = {}) =>
      translate(language, key, { ...common, ...params });
    return { say, lastDay };
  };

  return {
    /** The email, answering its job id. */
    async email(tx: Transaction, r: ReminderToSign): Promise<string> {
      const { say, lastDay } = wordsFor(r);
      const link = linkOf(r.key);
      const content = renderEmail({
        language: r.language,
        sender: r.contractor.businessName,
        preheader: say('signEmailAutoReminderBody'),
        ...(r.contractor.logo && { logo: { cid: logoCid } }),
        heading: say('signEmailReminderHeading'),
        paragraphs: [
          say('signEmailGreeting', { name: plainTextLine(r.to.name) }),
          say('signEmailAutoReminderBody'),
          ...(lastDay ? [say('signEmailRequestExpiry')] : []),
        ],
        ...(r.message.trim() && { quote: { label: say('signEmailRequestNote'), text: r.message } }),
        button: { label: say('signEmailRequestButton'), url: link },
        details: [
          ...contractRows(say, r.contract),
          ...(lastDay ? [[say('signEmailDetailSignBy'), lastDay] satisfies [string, string]] : []),
          ...contactRows(say, r.contractor, r.language),
        ],
        notes: [say('signEmailRequestPersonal')],
        footer: [say('signEmailAutoReminderFooter')],
      });
      const attachments = logoAttachment(r.contractor);
      return notifier.email(tx, {
        to: r.to.email,
        subject: say('signEmailReminderSubject'),
        ...content,
        ...(attachments.length > 0 && { attachments }),
        ...(r.contractor.email.trim() && { replyTo: r.contractor.email.trim() }),
      });
    },

    /** The text, to a mobile number that takes one; answers its job id, or undefined when none went. */
    async text(tx: Transaction, r: ReminderToSign): Promise<string | undefined> {
      const phone = textableMobile(r.to.phone);
      if (!phone) return undefined;
      const { say, lastDay } = wordsFor(r);
      const words = lastDay ? 'signSmsAutoReminder' : 'signSmsReminder';
      return notifier.sms(tx, { to: phone, text: say(words, { link: linkOf(r.key) }) });
    },
  };
}
