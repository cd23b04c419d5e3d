import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { translate } from '@tradepact/shared';
import type { Config } from '../../../config/config.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../http/app-error.js';
import { businessService } from '../../profile/business.service.js';
import { contractorName } from '../../reminders/reminder-terms.js';
import {
  insertCardPayment,
  latestPendingCardPayment,
  paymentsOfInvoice,
  type CardInvoiceRow,
} from './card-payments.repository.js';
import { owedCents } from './card-received.js';
import type { ConnectService } from './connect.service.js';
import { invoiceOfPayKey, payPageUrl } from './pay-key.js';

export interface CardCheckoutDeps {
  db: Db;
  config: Config;
  stripe: Stripe | undefined;
  connect: ConnectService;
}

/** Marks our Checkout Sessions and payment intents among the platform's (billing has its own). */
export const clientInvoicePurpose = 'client-invoice';

/** The local card page of a payment, where the client pays on an install without Stripe keys. */
export const localCardPageUrl = (publicUrl: string, key: string, paymentId: string) =>
  `${publicUrl}/PayByCard?key=${encodeURIComponent(key)}&payment=${paymentId}`;

/** The operator's application fee on `cents`, in cents. */
export const applicationFeeOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * Paying an invoice by card or bank debit (issue 33 §3): a Stripe Checkout Session for what is still
 * owed, paid to the contractor's connected account as a destination charge (less the operator's
 * application fee), or on an install without Stripe keys the local card page. Either way a card
 * payment is recorded as pending, and received when the payment is made.
 */
export function cardCheckoutService({ db, config, stripe, connect }: CardCheckoutDeps) {
  const { publicUrl } = config;

  /** A Checkout Session still open for the same amount is offered again rather than a second one. */
  async function openSessionUrl(invoice: CardInvoiceRow, client: Stripe, owed: number) {
    const pending = await latestPendingCardPayment(db, invoice.id);
    if (!pending?.stripeSessionId || pending.amountCents !== owed) return undefined;
    const session = await client.checkout.sessions.retrieve(pending.stripeSessionId);
    return session.status === 'open' ? (session.url ?? undefined) : undefined;
  }

  async function stripeCheckout(invoice: CardInvoiceRow, key: string, owed: number): Promise<string> {
    const client = stripe;
    const destination = await connect.destinationOf(invoice.ownerId);
    if (!client || !destination) throw new AppError(409, 'cardPaymentUnavailable');
    const reopened = await openSessionUrl(invoice, client, owed);
    if (reopened) return reopened;
    const business = contractorName(await businessService(db).read(invoice.ownerId));
    const paymentId = randomUUID();
    const fee = applicationFeeOf(owed, config.connect.applicationFeePercent);
    const metadata = { purpose: clientInvoicePurpose, invoiceId: invoice.id, paymentId };
    const session = await client.checkout.sessions.create(
      {
        mode: 'payment',
        // Cards, and Canadian pre-authorized debit from a bank account (paid some days later): this
        // API version filters what the platform's Dashboard enables, so a platform without debits
        // offers cards alone rather than failing.
        allowed_payment_method_types: ['card', 'acss_debit'],
        payment_method_options: {
          acss_debit: { mandate_options: { payment_schedule: 'sporadic', transaction_type: 'personal' } },
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'cad',
              unit_amount: owed,
              product_data: {
                name: translate(invoice.language, 'cardCheckoutLine', {
                  number: invoice.number,
                  business,
                  description: invoice.description,
                }),
              },
            },
          },
        ],
        payment_intent_data: {
          transfer_data: { destination },
          ...(fee > 0 && { application_fee_amount: fee }),
          metadata,
        },
        metadata,
        locale: invoice.language === 'fr' ? 'fr-CA' : 'en',
        success_url: payPageUrl(publicUrl, key, true),
        cancel_url: payPageUrl(publicUrl, key),
      },
      { idempotencyKey: `client-card-${paymentId}` },
    );
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    await insertCardPayment(db, {
      id: paymentId,
      invoiceId: invoice.id,
      status: 'pending',
      amountCents: owed,
      stripeSessionId: session.id,
    });
    return session.url;
  }

  /** Without Stripe keys: the local card page, for a pending payment of what is owed. */
  async function localCheckout(invoice: CardInvoiceRow, key: string, owed: number): Promise<string> {
    const pending = await latestPendingCardPayment(db, invoice.id);
    const reusable = pending && !pending.stripeSessionId && pending.amountCents === owed;
    const paymentId = reusable ? pending.id : randomUUID();
    if (!reusable) {
      await insertCardPayment(db, {
        id: paymentId,
        invoiceId: invoice.id,
        status: 'pending',
        amountCents: owed,
      });
    }
    return localCardPageUrl(publicUrl, key, paymentId);
  }

  return {
    /** Where the client pays the invoice of `key` by card: Stripe Checkout, or the local card page. */
    async start(key: string): Promise<{ Url: string }> {
      const invoice = await invoiceOfPayKey(db, key);
      const mode = await connect.cardFor(invoice.ownerId);
      if (!mode) throw new AppError(409, 'cardPaymentUnavailable');
      const owed = owedCents(invoice.payableCents, await paymentsOfInvoice(db, invoice.id));
      if (owed <= 0) throw new AppError(409, 'cardPaymentNothingOwed');
      const url =
        mode === 'stripe'
          ? await stripeCheckout(invoice, key, owed)
          : await localCheckout(invoice, key, owed);
      return { Url: url };
    },
  };
}
