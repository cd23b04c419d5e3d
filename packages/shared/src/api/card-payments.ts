import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { recordedPaymentSchema } from './payments.js';

/**
 * Card payments of a client invoice beyond the pay page's button (issue 33 §3): the local card page
 * that stands in for Stripe Checkout on an install without Stripe keys (no money moves), and a
 * contractor's refund of a card payment.
 */

const payKey = z.string().trim().min(1, { error: 'payKeyInvalid' }).max(200, { error: 'payKeyInvalid' });

/** The local card page: what it charges, for whom. */
export const localCardPageSchema = z.object({
  /** The contractor's business, who is paid. */
  Business: z.string(),
  InvoiceNumber: z.number().int(),
  /** The line the invoice bills ("Deposit", "Payment 2: Rough-in"). */
  Description: z.string(),
  AmountCents: z.number().int(),
  /** 'open' to pay; 'paid' once this payment is recorded; 'closed' when it can no longer be paid. */
  Status: z.enum(['open', 'paid', 'closed']),
  /** The invoice's pay page, to go back to. */
  PayUrl: z.string(),
});
export type LocalCardPage = z.infer<typeof localCardPageSchema>;

export const cardPaymentsApi = {
  localPage: endpoint({
    method: 'GET',
    path: '/api/app/pay/localcard',
    summary:
      'The local card page of an invoice’s card payment, on an install without Stripe keys (no money moves)',
    access: 'public',
    query: z.object({ key: payKey, payment: z.uuid({ error: 'payKeyInvalid' }) }),
    data: localCardPageSchema,
  }),
  localPay: endpoint({
    method: 'POST',
    path: '/api/app/pay/localcard',
    summary:
      'Pays an invoice on the local card page: the payment is recorded as received, and no money moves',
    access: 'public',
    body: z.object({ Key: payKey, PaymentId: z.uuid({ error: 'payKeyInvalid' }) }),
    data: z.object({ Url: z.string() }),
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/app/invoice/refundcard',
    summary:
      'Refunds a card payment of the contractor’s invoice, in full or in part, from their Stripe account',
    access: 'signedIn',
    keyScope: null,
    body: z.object({
      PaymentId: z.uuid({ error: 'commonNotFound' }),
      AmountCents: z.number().int().min(1, { error: 'paymentAmountRequired' }),
    }),
    data: recordedPaymentSchema,
  }),
};
