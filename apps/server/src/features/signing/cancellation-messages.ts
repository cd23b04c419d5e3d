import {
  contractTypes,
  formatDayTime,
  translate,
  wallTimeIn,
  type MessageKey,
  type MessageParams,
} from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';
import type { SealedCancellation } from './sealed-cancellation.js';
import {
  contractNumber,
  contactRows,
  contractRows,
  logoAttachment,
  logoCid,
  type SigningContract,
  type SigningContractor,
} from './signing-messages.js';

/** A consumer's cancellation within the period, as its messages tell it (issue 31 §2). */
export interface ClientCancelled {
  contract: SigningContract;
  contractor: SigningContractor;
  /** The contractor's account: its language, and the confirmed mobile its text goes to. */
  account: { language: string; email: string; mobile?: string };
  /** The client who cancelled, in the language the contract was sent in. */
  client: { name: string; email: string; language: string };
  cancelledAt: Date;
  reason: string;
  period: SealedCancellation;
}

/**
 * The messages of a client's cancellation, queued in the caller's transaction: the contractor's
 * notice at once by email and text (the text to the account's confirmed mobile: a transactional
 * notice about their own contract, like the signing emails, not the general news the account's
 * switches govern), and the client's confirmation, each in its reader's language.
 */
export function cancellationMessenger(notifier: Notifier, options: { productName: string }) {
  const { productName } = options;

  const wordsFor = (language: string, c: ClientCancelled) => {
    const locale = `${language}-CA`;
    const number = contractNumber(language, c.contract);
    const common: MessageParams = {
      product: productName,
      title: plainTextLine(c.contract.title),
      number,
      business: plainTextLine(c.contractor.businessName),
      contractor: plainTextLine(c.contractor.name),
      signer: plainTextLine(c.client.name),
      kind: translate(
        language,
        c.contract.type === contractTypes.client ? 'signEmailKindClient' : 'signEmailKindSubcontract',
      ),
      // The time in the property's province, where the period was counted.
      time: formatDayTime(wallTimeIn(c.cancelledAt, c.period.timeZone), locale),
      statute: c.period.statute,
      section: c.period.section,
    };
    return (key: MessageKey, params: MessageParams = {}) =>
      translate(language, key, { ...common, ...params });
  };

  return {
    async clientCancelled(tx: Transaction, c: ClientCancelled): Promise<void> {
      const days = c.period.refundDays;
      const own = wordsFor(c.account.language, c);
      const reason = c.reason.trim();
      if (c.account.email) {
        await notifier.email(tx, {
          to: c.account.email,
          subject: own('clientCancelNoticeSubject'),
          ...renderEmail({
            language: c.account.language,
            sender: productName,
            preheader: own('clientCancelNoticeSubject'),
            heading: own('clientCancelNoticeSubject'),
            paragraphs: [
              own('signEmailGreeting', { name: plainTextLine(c.contractor.name) }),
              own('clientCancelNoticeBody'),
              ...(days === null ? [] : [own('clientCancelNoticeRefund', { days })]),
            ],
            ...(reason && { quote: { label: own('clientCancelNoticeReason'), text: reason } }),
            details: contractRows(own, c.contract),
            footer: [own('signEmailNoticeFooter')],
          }),
        });
      }
      if (c.account.mobile) {
        await notifier.sms(tx, { to: c.account.mobile, text: own('clientCancelNoticeSms') });
      }
      if (!c.client.email) return;
      const say = wordsFor(c.client.language, c);
      await notifier.email(tx, {
        to: c.client.email,
        subject: say('clientCancelEmailSubject'),
        ...(c.contractor.email.trim() && { replyTo: c.contractor.email.trim() }),
        ...(c.contractor.logo && { attachments: logoAttachment(c.contractor) }),
        ...renderEmail({
          language: c.client.language,
          sender: c.contractor.businessName,
          preheader: say('clientCancelEmailHeading'),
          ...(c.contractor.logo && { logo: { cid: logoCid } }),
          heading: say('clientCancelEmailHeading'),
          paragraphs: [
            say('signEmailGreeting', { name: plainTextLine(c.client.name) }),
            say('clientCancelEmailBody'),
            days === null ? say('clientCancelEmailRule') : say('clientCancelEmailRefund', { days }),
          ],
          details: [...contractRows(say, c.contract), ...contactRows(say, c.contractor, c.client.language)],
          footer: [say('clientCancelEmailFooter')],
        }),
      });
    },
  };
}
