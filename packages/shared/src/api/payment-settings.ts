import { z } from 'zod';
import { limits } from '../limits.js';
import { emailPattern } from '../patterns.js';
import { endpoint } from './endpoint.js';

/**
 * Settings › Getting paid (issue 33 §3): the address clients send Interac e-Transfers to, the
 * automatic reminders of overdue invoices, and the Stripe account (Connect, Express) card payments
 * are paid into.
 */

/** The e-Transfer address: an email, or '' for none (the pay page then offers no e-Transfer). */
const etransferEmail = z
  .string()
  .trim()
  .max(limits.emailMaxLength, { error: 'etransferEmailInvalid' })
  .refine((value) => value === '' || emailPattern.test(value), { error: 'etransferEmailInvalid' });

export const paymentSettingsFormSchema = z.object({
  ETransferEmail: etransferEmail,
  /** Remind overdue invoices without the contractor (issue 33 §4); off by default. */
  OverdueReminders: z.boolean(),
});
export type PaymentSettingsForm = z.infer<typeof paymentSettingsFormSchema>;

/**
 * How this install takes cards: 'stripe' (the operator's keys: the contractor connects a Stripe
 * account), 'local' (no keys, outside production: the local test page, no money moves), 'off'.
 */
export const cardPaymentModes = ['stripe', 'local', 'off'] as const;
export type CardPaymentMode = (typeof cardPaymentModes)[number];

/** The contractor's Stripe account as Stripe last said (onboarding, charges, payouts). */
export const stripeAccountSchema = z.object({
  /** Onboarding finished: Stripe has what it asked for (it may still be verifying). */
  DetailsSubmitted: z.boolean(),
  /** Clients can pay this contractor by card. */
  ChargesEnabled: z.boolean(),
  /** Stripe pays the money out to the contractor's bank. */
  PayoutsEnabled: z.boolean(),
  /** When Stripe last told us (ISO). */
  UpdatedTime: z.string(),
});
export type StripeAccount = z.infer<typeof stripeAccountSchema>;

export const paymentSettingsSchema = paymentSettingsFormSchema.extend({
  CardPayments: z.enum(cardPaymentModes),
  /** null until the contractor connects a Stripe account. */
  Stripe: stripeAccountSchema.nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** A payout of the contractor's Stripe account to their bank. */
export const payoutSchema = z.object({
  Id: z.string(),
  AmountCents: z.number().int(),
  Currency: z.string(),
  /** The day it reaches (or reached) the bank, YYYY-MM-DD. */
  ArrivalDate: z.string(),
  /** Stripe's status: 'paid', 'pending', 'in_transit', 'canceled' or 'failed'. */
  Status: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const paymentSettingsApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/app/settings/payments',
    summary:
      'How the contractor gets paid: the e-Transfer address, automatic overdue reminders, and the Stripe account card payments go to',
    access: 'signedIn',
    keyScope: null,
    data: paymentSettingsSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/app/settings/payments',
    summary:
      'Saves the e-Transfer address clients are shown and whether overdue invoices are reminded automatically',
    access: 'signedIn',
    keyScope: null,
    body: paymentSettingsFormSchema,
    data: paymentSettingsSchema,
  }),
  connectStripe: endpoint({
    method: 'POST',
    path: '/api/app/settings/stripe/connect',
    summary:
      'Creates the contractor’s Stripe Express account once and answers the Stripe page where they finish setting it up',
    access: 'signedIn',
    keyScope: null,
    data: z.object({ Url: z.string() }),
  }),
  refreshStripe: endpoint({
    method: 'POST',
    path: '/api/app/settings/stripe/refresh',
    summary: 'Reads the contractor’s Stripe account again (back from Stripe’s set-up page)',
    access: 'signedIn',
    keyScope: null,
    data: paymentSettingsSchema,
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/api/app/settings/stripe/payouts',
    summary: 'The recent payouts of the contractor’s Stripe account to their bank, newest first',
    access: 'signedIn',
    keyScope: null,
    data: z.array(payoutSchema),
  }),
};
