import { cutText, formatCad, translate, type MessageKey, type MessageParams } from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { plainTextLine } from '../../notify/plain-text.js';
import type { Transaction } from '../../queue/queue.js';
import { accountEmail, accountLanguage, accountMobile } from '../auth/user-info.js';
import type { InvoiceRow } from './payments.repository.js';

/** How much of a client's words a text carries: the email has them whole. */
const smsQuoteLength = 160;

/**
 * What the contractor is told at once, by email and by text to their confirmed mobile, in their
 * account's language (issue 33 §2, §3): a client says they sent an e-Transfer (to confirm), or a
 * client disputes an invoice (with their reason).
 */
export function contractorTold({
  notifier,
  publicUrl,
  productName,
}: {
  notifier: Notifier;
  publicUrl: string;
  productName: string;
}) {
  async function tell(
    tx: Transaction,
    invoice: InvoiceRow,
    keys: { subject: MessageKey; body: MessageKey; sms: MessageKey },
    params: (locale: string) => MessageParams,
    quote?: { label: MessageKey; text: string },
  ): Promise<void> {
    const [language, email, mobile] = await Promise.all([
      accountLanguage(tx, invoice.ownerId),
      accountEmail(tx, invoice.ownerId),
      accountMobile(tx, invoice.ownerId),
    ]);
    const say = (key: MessageKey, extra: MessageParams = {}) =>
      translate(language, key, { number: invoice.number, ...params(`${language}-CA`), ...extra });
    if (email) {
      await notifier.email(tx, {
        to: email,
        subject: say(keys.subject),
        ...renderEmail({
          language,
          sender: productName,
          preheader: say(keys.body),
          heading: say(keys.subject),
          paragraphs: [say(keys.body)],
          ...(quote && { quote: { label: say(quote.label), text: quote.text } }),
          button: { label: say('signEmailNoticeButton'), url: `${publicUrl}/MyProjects` },
          footer: [say('signEmailNoticeFooter', { product: productName })],
        }),
      });
    }
    if (mobile) {
      const message = quote ? cutText(plainTextLine(quote.text), smsQuoteLength) : '';
      await notifier.sms(tx, { to: mobile, text: say(keys.sms, { message }) });
    }
  }

  return {
    paymentReported: (tx: Transaction, invoice: InvoiceRow, cents: number) =>
      tell(
        tx,
        invoice,
        { subject: 'paymentReportedSubject', body: 'paymentReportedBody', sms: 'paymentReportedSms' },
        (locale) => ({ amount: formatCad(cents, locale) }),
      ),
    invoiceDisputed: (tx: Transaction, invoice: InvoiceRow, reason: string) =>
      tell(
        tx,
        invoice,
        { subject: 'invoiceDisputedSubject', body: 'invoiceDisputedBody', sms: 'invoiceDisputedSms' },
        () => ({}),
        { label: 'invoiceDisputedReason', text: reason },
      ),
  };
}
