import {
  formatCad,
  languageOf,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@tradepact/shared';
import type { UserRow } from '../auth/accounts.service.js';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import type { Transaction } from '../../queue/queue.js';

/** Who an email goes to, how to greet them, and in which language. */
export interface Addressee {
  email: string;
  name: string;
  language: Language;
}

/** The account as the addressee of its billing emails: in the account's language (issue 30 §1). */
export function addresseeOf(user: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'language'>): Addressee {
  return {
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    language: languageOf(user.language),
  };
}

interface BillingEmail {
  subject: MessageKey;
  body: MessageKey;
  params: MessageParams;
  button: { label: MessageKey; path: string };
}

/**
 * The billing emails (receipts, failed payments, referral credits, cancellations): transactional,
 * so they always go. Queued in the caller's transaction: sent once it commits, never if it rolls back.
 */
export function billingEmails(notifier: Notifier, publicUrl: string, productName: string) {
  const send = (tx: Transaction, to: Addressee, email: BillingEmail) => {
    const { language } = to;
    const say = (key: MessageKey, params: MessageParams = {}) => translate(language, key, params);
    const subject = say(email.subject, email.params);
    return notifier.email(tx, {
      to: to.email,
      subject,
      ...renderEmail({
        language,
        sender: productName,
        preheader: say(email.body, email.params),
        heading: subject,
        paragraphs: [say('emailActivationGreeting', { name: to.name }), say(email.body, email.params)],
        button: { label: say(email.button.label), url: `${publicUrl}${email.button.path}` },
        footer: [productName],
      }),
    });
  };
  const money = (cents: number, to: Addressee) => formatCad(cents, `${to.language}-CA`);

  return {
    receipt: (
      tx: Transaction,
      to: Addressee,
      invoice: { number: string; totalCents: number; description: string },
    ) =>
      send(tx, to, {
        subject: 'billingReceiptSubject',
        body: 'billingReceiptBody',
        params: {
          number: invoice.number,
          total: money(invoice.totalCents, to),
          description: invoice.description,
        },
        button: { label: 'billingOpenSubscription', path: '/Subscription' },
      }),
    paymentFailed: (
      tx: Transaction,
      to: Addressee,
      failed: { totalCents: number; plan: string; until: string },
    ) =>
      send(tx, to, {
        subject: 'billingPaymentFailedSubject',
        body: 'billingPaymentFailedBody',
        params: { total: money(failed.totalCents, to), plan: failed.plan, date: failed.until },
        button: { label: 'billingUpdatePaymentMethod', path: '/Subscription?portal=1' },
      }),
    referralReward: (tx: Transaction, to: Addressee, cents: number) =>
      send(tx, to, {
        subject: 'billingReferralRewardSubject',
        body: 'billingReferralRewardBody',
        params: { amount: money(cents, to) },
        button: { label: 'billingOpenSubscription', path: '/Subscription' },
      }),
    cancelled: (tx: Transaction, to: Addressee, cancelled: { plan: string; until: string }) =>
      send(tx, to, {
        subject: 'billingCancelledSubject',
        body: 'billingCancelledBody',
        params: { plan: cancelled.plan, date: cancelled.until },
        button: { label: 'billingOpenSubscription', path: '/Subscription' },
      }),
  };
}

export type BillingEmails = ReturnType<typeof billingEmails>;
