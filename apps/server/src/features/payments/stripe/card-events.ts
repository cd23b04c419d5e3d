import type Stripe from 'stripe';
import type { Queryable } from '../../../db/database.js';
import type { JobQueue, Transaction } from '../../../queue/queue.js';
import {
  cardPaymentByIntent,
  insertCardPayment,
  invoiceById,
  lockCardPayment,
  lockCardPaymentByIntent,
  lockCardPaymentBySession,
  updateCardPayment,
  type CardPaymentRow,
} from './card-payments.repository.js';
import { clientInvoicePurpose } from './card-checkout.service.js';
import { cardPaymentReceived, type CardReceipt } from './card-received.js';
import { paymentRefunded } from '../payment-events.js';
import type { ConnectService } from './connect.service.js';

/** Applies an effect of a Stripe event once: its id recorded in the effect's transaction (billing's record). */
export type ApplyOnce = (
  event: { id: string; provider: 'stripe'; type: string },
  effect: (tx: Transaction) => Promise<void>,
) => Promise<'applied' | 'duplicate'>;

export interface CardEventsDeps {
  stripe: Stripe;
  connect: ConnectService;
  once: ApplyOnce;
  /** Reads outside a transaction: whether a charge's payment intent is one of ours. */
  db: Queryable;
  /** A payment received queues its receipts; a payment in or refunded, its webhooks. */
  queue: JobQueue;
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/** Our metadata on a session or a payment intent: the invoice and the payment it pays. */
function ourMetadata(metadata: Stripe.Metadata | null | undefined) {
  if (metadata?.['purpose'] !== clientInvoicePurpose) return undefined;
  const invoiceId = metadata['invoiceId'];
  const paymentId = metadata['paymentId'];
  return invoiceId && paymentId ? { invoiceId, paymentId } : undefined;
}

/**
 * Stripe's events about card payments of client invoices (issue 33 §3). On the platform's webhook
 * (billing's endpoint): a Checkout Session paid (at once by card, days later by bank debit) or given
 * up, a payment intent succeeded, a charge refunded; on the Connect webhook: a contractor's account
 * changed. Each is applied once by its event id, and objects whose state may have moved on since the
 * event (an account, a charge's refunds) are read back from Stripe, so late or repeated deliveries
 * converge on what Stripe holds now.
 */
export function cardPaymentEvents({ stripe, connect, once, db, queue }: CardEventsDeps) {
  /** The payment intent's receipt: what it charged, when, and the card's last four digits. */
  async function receiptOf(intentId: string, at: number): Promise<CardReceipt> {
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    const charge =
      intent.latest_charge && typeof intent.latest_charge !== 'string' ? intent.latest_charge : null;
    return {
      amountCents: intent.amount_received || intent.amount,
      at: new Date(at * 1000),
      cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
      paymentIntentId: intent.id,
    };
  }

  /**
   * The payment a session or intent pays, locked; recorded now when a crash lost it between the
   * session's creation and its row (the invoice still exists).
   */
  async function paymentFor(
    tx: Transaction,
    ours: { invoiceId: string; paymentId: string },
    amountCents: number,
    sessionId: string | null,
  ): Promise<CardPaymentRow | undefined> {
    const found =
      (await lockCardPayment(tx, ours.paymentId)) ??
      (sessionId ? await lockCardPaymentBySession(tx, sessionId) : undefined);
    if (found) return found;
    if (!(await invoiceById(tx, ours.invoiceId))) return undefined;
    await insertCardPayment(tx, {
      id: ours.paymentId,
      invoiceId: ours.invoiceId,
      status: 'pending',
      amountCents,
      stripeSessionId: sessionId,
    });
    return lockCardPayment(tx, ours.paymentId);
  }

  async function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session): Promise<boolean> {
    const ours = ourMetadata(session.metadata);
    if (!ours) return false;
    const intentId = session.payment_intent ? idOf(session.payment_intent) : null;
    const given = { id: event.id, provider: 'stripe' as const, type: event.type };
    const paid =
      event.type === 'checkout.session.async_payment_succeeded' ||
      (event.type === 'checkout.session.completed' && session.payment_status !== 'unpaid');
    if (paid && intentId) {
      const receipt = await receiptOf(intentId, event.created);
      await once(given, async (tx) => {
        const payment = await paymentFor(tx, ours, receipt.amountCents, session.id);
        if (payment) await cardPaymentReceived(tx, queue, payment, receipt);
      });
      return true;
    }
    await once(given, async (tx) => {
      const payment = await paymentFor(tx, ours, session.amount_total ?? 0, session.id);
      if (!payment || payment.status !== 'pending') return;
      // A bank debit completes the session unpaid: it stays pending, its intent known, until it clears.
      if (event.type === 'checkout.session.completed') {
        if (intentId) await updateCardPayment(tx, payment.id, { stripePaymentIntentId: intentId });
        return;
      }
      // Given up (expired) or the debit failed: nothing came in.
      await updateCardPayment(tx, payment.id, { status: 'cancelled' });
    });
    return true;
  }

  async function intentSucceeded(event: Stripe.Event, intent: Stripe.PaymentIntent): Promise<boolean> {
    const ours = ourMetadata(intent.metadata);
    if (!ours) return false;
    const receipt = await receiptOf(intent.id, event.created);
    await once({ id: event.id, provider: 'stripe', type: event.type }, async (tx) => {
      const payment = await paymentFor(tx, ours, receipt.amountCents, null);
      if (payment) await cardPaymentReceived(tx, queue, payment, receipt);
    });
    return true;
  }

  async function chargeRefunded(event: Stripe.Event, charge: Stripe.Charge): Promise<boolean> {
    const intentId = charge.payment_intent ? idOf(charge.payment_intent) : null;
    if (!intentId || !(await cardPaymentByIntent(db, intentId))) return false;
    // What has been refunded of the charge by now: an older event delivered late changes nothing.
    const current = await stripe.charges.retrieve(charge.id);
    await once({ id: event.id, provider: 'stripe', type: event.type }, async (tx) => {
      const payment = await lockCardPaymentByIntent(tx, intentId);
      if (!payment) return;
      const refunded = Math.min(
        payment.amountCents,
        Math.max(payment.refundedCents, current.amount_refunded),
      );
      if (refunded === payment.refundedCents) return;
      await updateCardPayment(tx, payment.id, { refundedCents: refunded });
      const invoice = await invoiceById(tx, payment.invoiceId);
      if (invoice) {
        await paymentRefunded(tx, queue, {
          invoice,
          paymentId: payment.id,
          cents: refunded - payment.refundedCents,
        });
      }
    });
    return true;
  }

  return {
    /** A platform event (billing's webhook): true when it was about a client invoice's card payment. */
    async platform(event: Stripe.Event): Promise<boolean> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return sessionEvent(event, event.data.object);
        case 'payment_intent.succeeded':
          return intentSucceeded(event, event.data.object);
        case 'charge.refunded':
          return chargeRefunded(event, event.data.object);
        default:
          return false;
      }
    },

    /** A Connect event (a contractor's account): its state as Stripe holds it now. */
    async connected(event: Stripe.Event): Promise<void> {
      if (event.type !== 'account.updated') return;
      const account = await stripe.accounts.retrieve(event.data.object.id);
      await once({ id: event.id, provider: 'stripe', type: event.type }, async (tx) => {
        await connect.accountUpdated(tx, account);
      });
    },
  };
}
