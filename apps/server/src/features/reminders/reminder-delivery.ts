import {
  formatPhone,
  normalisePhone,
  plainSmsText,
  translate,
  type Business,
  type Language,
} from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';
import type { ContractRow } from '../contracts/contracts.service.js';
import type { SignerRow } from '../signing/signers.service.js';
import { amountText, contractorName, type ReminderTerm } from './reminder-terms.js';

/** Doc 2 §3 party type of a client signer (1 is the sub-contractor). */
const clientParty = 2;

/** Who a reminder goes to: each client signer's mobile and address, once each. */
export interface Recipients {
  texts: string[];
  emails: { name: string; email: string }[];
}

/** The clients who signed, as the contract was sent: SMS where a 10-digit mobile exists, email where an address does. */
export function recipientsOf(signers: readonly SignerRow[]): Recipients {
  const clients = signers.filter((signer) => signer.partyType === clientParty);
  const texts = clients
    .map((signer) => normalisePhone(signer.phone))
    .filter((phone) => /^\d{10}$/.test(phone));
  const emails = clients.filter((signer) => signer.email.trim());
  return {
    texts: [...new Set(texts)],
    emails: emails.filter((one, index) => emails.findIndex((other) => other.email === one.email) === index),
  };
}

export interface ReminderToSend {
  contract: ContractRow;
  /** The language the contract was sent in (`sentLanguage`): its clients read their reminder in it. */
  language: Language;
  business: Business;
  /** The term as named in `language`. */
  term: ReminderTerm;
  message: string;
  recipients: Recipients;
  /** False when the day's text cap is reached: the emails still go. */
  texts: boolean;
}

/**
 * Queues a reminder's texts and emails in the caller's transaction: they go once it commits, never if
 * it rolls back. The text is the contractor's message made GSM-plain (plainSmsText, as the modal
 * counted it), the email's as written; the email's own words, the term's amount and due day, an
 * invoice's pay button and the contractor's phone are in the contract's language, whoever sends it
 * (the contractor now, or a job later). Answers how many of each were queued.
 */
export async function queueReminder(
  notifier: Notifier,
  tx: Transaction,
  reminder: ReminderToSend,
): Promise<{ smsCount: number; emailCount: number }> {
  const { contract, language, business, term, message, recipients } = reminder;
  const say = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(language, key, params);
  const amount = amountText(term, language);
  const sender = contractorName(business);
  const number =
    contract.revision > 0
      ? say('signEmailNumberAmended', { number: contract.number, revision: contract.revision })
      : String(contract.number);
  const texts = reminder.texts ? recipients.texts : [];
  const text = plainSmsText(message);
  for (const phone of texts) await notifier.sms(tx, { to: phone, text });
  for (const client of recipients.emails) {
    const email = renderEmail({
      language,
      sender,
      preheader: say('emailLabelledValue', { label: term.name, value: amount }),
      heading: say('paymentReminderEmailHeading'),
      paragraphs: [
        say('signEmailGreeting', { name: plainTextLine(client.name) }),
        ...message
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
      ],
      // An invoice's reminder leads to its pay page, as the invoice's own email does.
      ...(term.invoice?.payUrl && {
        button: { label: say('clientInvoiceEmailButton'), url: term.invoice.payUrl },
      }),
      details: (
        [
          [say('documentPaymentColumnItem'), term.name],
          [say('documentPaymentColumnAmount'), amount],
          [say('clientInvoiceDueDateLabel'), term.dueOn ?? ''],
          [say('signEmailDetailNumber'), number],
          [say('signEmailDetailFrom'), sender],
          [say('signEmailDetailEmail'), business.Email],
          [say('signEmailDetailPhone'), formatPhone(business.Phone, `${language}-CA`)],
        ] satisfies [string, string][]
      ).filter(([, value]) => value.trim()),
      footer: [say('paymentReminderEmailFooter', { number, business: sender })],
    });
    await notifier.email(tx, {
      to: client.email,
      subject: say('paymentReminderEmailSubject', { business: plainTextLine(sender) }),
      ...email,
    });
  }
  return { smsCount: texts.length, emailCount: recipients.emails.length };
}
