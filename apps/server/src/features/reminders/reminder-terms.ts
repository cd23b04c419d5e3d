import {
  addressLine,
  cutText,
  formatCad,
  formatPhone,
  milestoneLabel,
  personName,
  termAmountsCents,
  translate,
  type Business,
  type Payment,
} from '@tradepact/shared';
import type { AddressFields } from '../../db/address.js';

/** The longest reminder a contractor may send (the request schema's limit): the default fits in it. */
const maxMessageLength = 480;

/** A payment term as a reminder names it. */
export interface ReminderTerm {
  /** Its position in the contract's terms: terms carry no id of their own. */
  id: string;
  name: string;
  amountCents: number;
}

/** Doc 2 §4: only payments by percentage or by milestone are reminded. */
export const isRemindable = (payment: Payment): boolean =>
  payment.Mode === 'percentage' || payment.Mode === 'milestone';

/**
 * The terms with their names as the contract's document shows them (a milestone's label, a
 * percentage term's name, "Payment 2" when either is empty) and their amounts (doc 2 §9: a
 * percentage of the total less the deposit) from the shared payment arithmetic.
 */
export function reminderTerms(payment: Payment, language: string): ReminderTerm[] {
  const amounts = termAmountsCents(payment);
  return payment.Terms.map((term, index) => {
    const name = payment.Mode === 'milestone' ? milestoneLabel(term) : term.Name;
    return {
      id: String(index),
      name: name.trim() || translate(language, 'documentPaymentTerm', { number: index + 1 }),
      amountCents: amounts[index] ?? 0,
    };
  });
}

/** Doc 2 §9: "$4,000.00 + GST/HST", in CAD. */
export function amountText(cents: number, language: string): string {
  return translate(language, 'paymentReminderAmount', {
    amount: formatCad(cents, `${language}-CA`),
    tax: translate(language, 'paymentGstHst'),
  });
}

/** The name a client knows the contractor by: the business, or the person when it has none. */
export const contractorName = (business: Business): string =>
  business.Name.trim() || personName(business.FirstName, business.LastName);

/**
 * Doc 2 §9's default text: the contractor, the term and its amount, the property's address and the
 * contractor's phone; cut to what a reminder may hold, so sending it unchanged is never refused.
 */
export function defaultMessage(
  language: string,
  term: ReminderTerm,
  business: Business,
  property: AddressFields,
): string {
  const text = translate(language, 'paymentReminderDefaultMessage', {
    contractor: contractorName(business),
    term: term.name,
    amount: amountText(term.amountCents, language),
    address: addressLine(property, language),
    phone: formatPhone(business.Phone, `${language}-CA`),
  });
  return Array.from(text).length > maxMessageLength ? cutText(text, maxMessageLength - 1) : text;
}
