import {
  addressLine,
  cutToSms,
  formatPhone,
  maxSmsSegments,
  plainSmsText,
  shortenedForSms,
  smsLength,
  wordsIn,
  type Business,
} from '@tradepact/shared';
import type { AddressFields } from '../../db/address.js';
import { amountText, contractorName, type ReminderTerm, type TermInvoice } from './reminder-terms.js';

const fitsTwoTexts = (text: string) => smsLength(plainSmsText(text)).segments <= maxSmsSegments;

/**
 * An invoice's default text: its number and what it bills, its total and due day, and its pay link,
 * without the address (the invoice says which work it is for). Within 2 text messages: without what
 * it bills, then with the contractor's name cut; the link is never touched.
 */
function invoiceMessage(language: string, invoice: TermInvoice, parts: Record<string, string>): string {
  const words = wordsIn(language);
  const billed = words('paymentReminderInvoiceTerm', {
    invoice: invoice.number,
    description: invoice.description,
  });
  const bare = words('paymentReminderInvoiceTermShort', { invoice: invoice.number });
  const withLink = { ...parts, link: invoice.payUrl };
  const candidates = function* () {
    yield words('paymentReminderInvoiceMessage', { ...withLink, term: billed });
    for (const contractor of shortenedForSms(parts.contractor ?? ''))
      yield words('paymentReminderInvoiceMessage', { ...withLink, term: bare, contractor });
  };
  let text = '';
  for (text of candidates()) if (fitsTwoTexts(text)) break;
  return text;
}

/**
 * Doc 2 §9's default text (issue 33 §4): the contractor, the payment with what it costs to the cent
 * and each tax, when it is due, the property's address and the contractor's phone; an invoice's is
 * invoiceMessage's. Within 2 text messages: without the address when it would not fit, and cut as a
 * last resort, so sending it unchanged is never refused.
 */
export function defaultMessage(
  language: string,
  term: ReminderTerm,
  business: Pick<Business, 'Name' | 'FirstName' | 'LastName' | 'Phone'>,
  property: AddressFields,
): string {
  const words = wordsIn(language);
  const locale = `${language}-CA`;
  const parts = {
    contractor: contractorName(business),
    term: term.name,
    amount: amountText(term, language),
    // YYYY-MM-DD (doc 1 §9), as every time the modal shows: a text's room goes to the pay link.
    due: term.dueOn ? words('paymentReminderDueOn', { date: term.dueOn }) : words('paymentReminderDueNow'),
    phone: formatPhone(business.Phone, locale),
    address: addressLine(property, language),
  };
  // An invoice whose key cannot be opened (the link key changed) is reminded without its link.
  if (term.invoice?.payUrl) return invoiceMessage(language, term.invoice, parts);
  const full = words('paymentReminderDefaultMessage', parts);
  if (parts.address && fitsTwoTexts(full)) return full;
  return cutToSms(words('paymentReminderDefaultMessageShort', parts));
}
