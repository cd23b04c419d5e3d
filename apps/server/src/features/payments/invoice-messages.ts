import {
  formatCad,
  formatDay,
  maxSmsSegments,
  plainSmsText,
  smsLength,
  textableMobile,
  translate,
  type MessageKey,
  type MessageParams,
  type PaymentMethod,
} from '@tradepact/shared';
import { renderEmail } from '../../notify/email-layout.js';
import type { EmailMessage, SmsMessage } from '../../notify/message.js';
import { plainTextLine } from '../../notify/plain-text.js';
import {
  contactRows,
  contractNumber,
  logoAttachment,
  logoCid,
  type SigningContractor,
} from '../signing/signing-messages.js';

/**
 * The words that send a client's invoice and acknowledge its payments (issue 33 §2, §3), worded
 * from the catalogue: the email with the PDF attached and the text with the pay link, in the
 * contract's language; the receipts once a payment is received, to the client in that language and
 * to the contractor in theirs. Pure: each answers the message, and the caller queues it in its
 * transaction (notifier.email, notifier.sms).
 */

/** An issued invoice, as its messages name it. */
export interface InvoiceFacts {
  /** The contract's language: the client reads the invoice and its messages in it. */
  language: string;
  contractor: SigningContractor;
  contract: { number: number; revision: number };
  invoice: {
    number: number;
    /** What it bills, as the invoice prints it: "Payment 2: Rough-in". */
    description: string;
    payableCents: number;
    /** YYYY-MM-DD. */
    dueOn: string;
    payUrl: string;
  };
}

/** A payment received on an invoice. */
export interface ReceivedPayment {
  method: PaymentMethod;
  amountCents: number;
  /** The day it was received where the work is, YYYY-MM-DD. */
  receivedOn: string;
  /** A card's last four digits, where Stripe said. */
  cardLast4: string | null;
  /** What is left to pay on the invoice once it is counted; 0 when it is paid in full. */
  balanceCents: number;
}

type Say = (key: MessageKey, params?: MessageParams) => string;

/** The words of one reader's language, with the values every invoice message may name. */
function wordsFor(language: string, facts: InvoiceFacts, productName = '') {
  const locale = `${language}-CA`;
  const money = (cents: number) => formatCad(cents, locale);
  const amount = money(facts.invoice.payableCents);
  const dueDate = formatDay(facts.invoice.dueOn, locale);
  const common: MessageParams = {
    product: productName,
    business: plainTextLine(facts.contractor.businessName),
    invoice: facts.invoice.number,
    description: plainTextLine(facts.invoice.description),
    amount,
    date: dueDate,
    number: contractNumber(language, facts.contract),
  };
  const say: Say = (key, params = {}) => translate(language, key, { ...common, ...params });
  return { say, money, locale, amount, dueDate };
}

/** The contract's number as a detail row: "12", or "Amendment 1 to No. 12". */
const contractRow = (say: Say, { number, revision }: InvoiceFacts['contract']): [string, string] => [
  say('signEmailDetailNumber'),
  revision > 0 ? say('signEmailNumberAmended', { number, revision }) : String(number),
];

/**
 * The invoice to a client: the PDF attached (`pdf`, in file storage), a button to its pay page, and
 * a reply goes to the contractor.
 */
export function invoiceEmail(
  facts: InvoiceFacts,
  to: { name: string; email: string },
  pdf: { storageKey: string; filename: string },
  options: { productName: string },
): EmailMessage {
  const { say, amount, dueDate } = wordsFor(facts.language, facts, options.productName);
  const { contractor, invoice } = facts;
  const content = renderEmail({
    language: facts.language,
    sender: contractor.businessName,
    preheader: say('clientInvoiceEmailPreheader'),
    ...(contractor.logo && { logo: { cid: logoCid } }),
    heading: say('clientInvoiceEmailHeading'),
    paragraphs: [
      say('signEmailGreeting', { name: plainTextLine(to.name) }),
      say('clientInvoiceEmailBody'),
      say('clientInvoiceEmailAttached'),
    ],
    button: { label: say('clientInvoiceEmailButton'), url: invoice.payUrl },
    details: [
      [say('invoiceNumberLabel'), String(invoice.number)],
      [say('clientInvoiceEmailDetailFor'), invoice.description],
      [say('clientInvoiceAmountDue'), amount],
      [say('clientInvoiceDueDateLabel'), dueDate],
      contractRow(say, facts.contract),
      ...contactRows(say, contractor, facts.language),
    ],
    footer: [say('clientInvoiceEmailFooter')],
  });
  return {
    to: to.email,
    subject: say('clientInvoiceEmailSubject'),
    ...content,
    attachments: [
      { filename: pdf.filename, contentType: 'application/pdf', storageKey: pdf.storageKey },
      ...logoAttachment(contractor),
    ],
    ...(contractor.email.trim() && { replyTo: contractor.email.trim() }),
  };
}

/** `text` whole, then cut a character at a time down to `shortest`, marked with dots the GSM alphabet has. */
function* shortened(text: string, shortest = 8): Generator<string> {
  yield text;
  const characters = Array.from(text);
  for (let length = characters.length - 1; length >= shortest; length -= 1) {
    yield `${characters
      .slice(0, length - 3)
      .join('')
      .trimEnd()}...`;
  }
}

/**
 * The invoice's text to a mobile number that takes one, else null: who, what, the amount, the due
 * day and the pay link, within two SMS. A long description is cut, then left out, then the business
 * name is cut; the link is never touched.
 */
export function invoiceSms(facts: InvoiceFacts, phone: string): SmsMessage | null {
  const to = textableMobile(phone);
  if (!to) return null;
  const { say } = wordsFor(facts.language, facts);
  const link = facts.invoice.payUrl;
  const candidates = function* () {
    for (const description of shortened(plainTextLine(facts.invoice.description))) {
      yield say('clientInvoiceSms', { description, link });
    }
    for (const business of shortened(plainTextLine(facts.contractor.businessName))) {
      yield say('clientInvoiceSmsShort', { business, link });
    }
  };
  let text = '';
  for (const candidate of candidates()) {
    text = plainSmsText(candidate);
    if (smsLength(text).segments <= maxSmsSegments) break;
  }
  return { to, text };
}

const methodWords = (say: Say, payment: ReceivedPayment): string => {
  if (payment.method === 'etransfer') return say('clientPaymentMethodEtransfer');
  if (payment.method === 'other') return say('clientPaymentMethodOther');
  return payment.cardLast4
    ? say('clientPaymentMethodCardEnding', { last4: payment.cardLast4 })
    : say('clientPaymentMethodCard');
};

/** What the payment was, and what is left: the receipts' detail rows. */
function paymentRows(
  say: Say,
  money: (cents: number) => string,
  locale: string,
  facts: InvoiceFacts,
  payment: ReceivedPayment,
) {
  return [
    [say('invoiceNumberLabel'), String(facts.invoice.number)],
    [say('clientInvoiceEmailDetailFor'), facts.invoice.description],
    [say('clientPaymentDetailAmount'), money(payment.amountCents)],
    [say('clientPaymentDetailMethod'), methodWords(say, payment)],
    [say('clientPaymentDetailDate'), formatDay(payment.receivedOn, locale)],
    [say('clientPaymentDetailBalance'), money(payment.balanceCents)],
  ] satisfies [string, string][];
}

/** What remains: the balance and its due day, or that the invoice is paid. */
const balanceParagraph = (say: Say, money: (cents: number) => string, payment: ReceivedPayment): string =>
  payment.balanceCents > 0
    ? say('clientPaymentBalanceLeft', { balance: money(payment.balanceCents) })
    : say('clientPaymentPaidInFull');

/** The client's receipt, in the contract's language, from the contractor (a reply goes to them). */
export function clientReceiptEmail(
  facts: InvoiceFacts,
  payment: ReceivedPayment,
  to: { name: string; email: string },
  options: { productName: string },
): EmailMessage {
  const { say, money, locale } = wordsFor(facts.language, facts, options.productName);
  const { contractor } = facts;
  const amount = money(payment.amountCents);
  const content = renderEmail({
    language: facts.language,
    sender: contractor.businessName,
    preheader: say('clientPaymentReceiptBody', { amount }),
    ...(contractor.logo && { logo: { cid: logoCid } }),
    heading: say('clientPaymentReceiptHeading'),
    paragraphs: [
      say('signEmailGreeting', { name: plainTextLine(to.name) }),
      say('clientPaymentReceiptBody', { amount }),
      balanceParagraph(say, money, payment),
    ],
    button: {
      label: say(payment.balanceCents > 0 ? 'clientInvoiceEmailButton' : 'clientPaymentReceiptButton'),
      url: facts.invoice.payUrl,
    },
    details: [
      ...paymentRows(say, money, locale, facts, payment),
      contractRow(say, facts.contract),
      ...contactRows(say, contractor, facts.language),
    ],
    footer: [say('clientPaymentReceiptFooter')],
  });
  const attachments = logoAttachment(contractor);
  return {
    to: to.email,
    subject: say('clientPaymentReceiptSubject', { amount }),
    ...content,
    ...(attachments.length > 0 && { attachments }),
    ...(contractor.email.trim() && { replyTo: contractor.email.trim() }),
  };
}

/**
 * The contractor's notice of a payment received, in their account's language, with a link to the
 * contract's payments (`paymentsUrl`); a reply goes to the client who paid.
 */
export function contractorPaymentEmail(
  facts: InvoiceFacts,
  payment: ReceivedPayment,
  client: { name: string; email: string },
  to: { name: string; email: string; language: string },
  options: { productName: string; paymentsUrl: string },
): EmailMessage {
  const { say, money, locale } = wordsFor(to.language, facts, options.productName);
  const amount = money(payment.amountCents);
  const who = { amount, client: plainTextLine(client.name) };
  const content = renderEmail({
    language: to.language,
    sender: options.productName,
    preheader: say('clientPaymentNoticeBody', who),
    heading: say('clientPaymentNoticeHeading'),
    paragraphs: [
      say('signEmailGreeting', { name: plainTextLine(to.name) }),
      say('clientPaymentNoticeBody', who),
      balanceParagraph(say, money, payment),
    ],
    button: { label: say('clientPaymentNoticeButton'), url: options.paymentsUrl },
    details: [...paymentRows(say, money, locale, facts, payment), contractRow(say, facts.contract)],
    footer: [say('clientPaymentNoticeFooter')],
  });
  return {
    to: to.email,
    subject: say('clientPaymentNoticeSubject', who),
    ...content,
    ...(client.email.trim() && { replyTo: client.email.trim() }),
  };
}
