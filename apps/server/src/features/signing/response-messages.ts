import { contractTypes, cutText, translate, type MessageKey, type MessageParams } from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';
import {
  contractNumber,
  contactRows,
  contractRows,
  logoAttachment,
  logoCid,
  type SigningContract,
  type SigningContractor,
} from './signing-messages.js';

/** A recipient's change request or decline (issue 32 §2), as its messages tell it. */
export interface SignerResponseNotice {
  contract: SigningContract;
  contractor: SigningContractor;
  /** The contractor's account: its language, and the confirmed mobile its text goes to. */
  account: { language: string; mobile?: string };
  /** Who answered: a reply to the contractor's email goes to them. */
  signer: { name: string; email: string };
  /** Their message, or the reason they gave for declining ('' when none). */
  text: string;
}

/** A declined contract's other signers, told in the language the contract was sent in. */
export interface DeclineNotice extends SignerResponseNotice {
  others: { name: string; email: string }[];
  othersLanguage: string;
}

/** How much of a recipient's words a text carries: the email has them whole. */
const smsQuoteLength = 160;

/**
 * The messages of a recipient's answer, queued in the caller's transaction: the contractor's notice at
 * once by email and text (the text to the account's confirmed mobile, as for a client's cancellation:
 * a transactional notice about their own contract), in the account's language; on a decline, the other
 * signers' notice that the contract will not proceed, in the contract's language.
 */
export function responseMessenger(notifier: Notifier, options: { productName: string; publicUrl: string }) {
  const { productName, publicUrl } = options;

  const wordsFor = (language: string, n: SignerResponseNotice) => {
    const number = contractNumber(language, n.contract);
    const common: MessageParams = {
      product: productName,
      title: plainTextLine(n.contract.title),
      number,
      business: plainTextLine(n.contractor.businessName),
      contractor: plainTextLine(n.contractor.name),
      signer: plainTextLine(n.signer.name),
      kind: translate(
        language,
        n.contract.type === contractTypes.client ? 'signEmailKindClient' : 'signEmailKindSubcontract',
      ),
    };
    return (key: MessageKey, params: MessageParams = {}) =>
      translate(language, key, { ...common, ...params });
  };

  const words = {
    changeRequested: {
      subject: 'signerChangeNoticeSubject',
      body: 'signerChangeNoticeBody',
      quote: 'signerChangeNoticeMessage',
      sms: 'signerChangeNoticeSms',
      smsWithText: 'signerChangeNoticeSms',
    },
    declined: {
      subject: 'signerDeclineNoticeSubject',
      body: 'signerDeclineNoticeBody',
      quote: 'signerDeclineNoticeReason',
      sms: 'signerDeclineNoticeSms',
      smsWithText: 'signerDeclineNoticeSmsReason',
    },
  } as const satisfies Record<string, Record<string, MessageKey>>;

  /** The contractor's email and text, at once. */
  async function tellContractor(tx: Transaction, kind: keyof typeof words, n: SignerResponseNotice) {
    const say = wordsFor(n.account.language, n);
    const own = words[kind];
    const text = n.text.trim();
    const to = n.contractor.email.trim();
    if (to) {
      await notifier.email(tx, {
        to,
        subject: say(own.subject),
        // The contractor answers the recipient by replying.
        ...(n.signer.email.trim() && { replyTo: n.signer.email.trim() }),
        ...renderEmail({
          language: n.account.language,
          sender: productName,
          preheader: say(own.body),
          heading: say(own.subject),
          paragraphs: [say('signEmailGreeting', { name: plainTextLine(n.contractor.name) }), say(own.body)],
          ...(text && { quote: { label: say(own.quote), text } }),
          button: { label: say('signEmailNoticeButton'), url: `${publicUrl}/MyProjects` },
          details: contractRows(say, n.contract),
          notes: [say('signerNoticeReply')],
          footer: [say('signEmailNoticeFooter')],
        }),
      });
    }
    if (n.account.mobile) {
      const message = cutText(plainTextLine(text), smsQuoteLength);
      await notifier.sms(tx, {
        to: n.account.mobile,
        text: text ? say(own.smsWithText, { message }) : say(own.sms),
      });
    }
  }

  return {
    changeRequested: (tx: Transaction, n: SignerResponseNotice) => tellContractor(tx, 'changeRequested', n),

    async declined(tx: Transaction, n: DeclineNotice): Promise<void> {
      await tellContractor(tx, 'declined', n);
      const say = wordsFor(n.othersLanguage, n);
      for (const other of n.others) {
        await notifier.email(tx, {
          to: other.email,
          subject: say('signerDeclinedEmailSubject'),
          ...(n.contractor.email.trim() && { replyTo: n.contractor.email.trim() }),
          ...(n.contractor.logo && { attachments: logoAttachment(n.contractor) }),
          ...renderEmail({
            language: n.othersLanguage,
            sender: n.contractor.businessName,
            preheader: say('signerDeclinedEmailBody'),
            ...(n.contractor.logo && { logo: { cid: logoCid } }),
            heading: say('signerDeclinedEmailHeading'),
            paragraphs: [
              say('signEmailGreeting', { name: plainTextLine(other.name) }),
              say('signerDeclinedEmailBody'),
              say('signEmailWithdrawnQuestions'),
            ],
            details: [...contractRows(say, n.contract), ...contactRows(say, n.contractor, n.othersLanguage)],
            footer: [say('signEmailWithdrawnFooter')],
          }),
        });
      }
    },
  };
}
