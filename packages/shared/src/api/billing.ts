import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** A plan card of the home page (doc 1 §2); `Type` is one of `planTypes`. */
export const subscriptionPlanSchema = z.object({
  Id: z.uuid(),
  Type: z.number().int(),
  Name: z.string(),
  TrialDays: z.number().int(),
  Price: z.number().int().describe('integer cents, CAD'),
  /** The price as the caller's language writes it. */
  PriceStr: z.string(),
  Line1: z.string(),
  Line2: z.string(),
  Line3: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** A plan's monthly quotas; −1 is no limit. */
export const subscriptionQuotaSchema = z.object({
  Type: z.number().int(),
  ClientContractQuota: z.number().int(),
  SubcontractorContractQuota: z.number().int(),
  TemplateQuota: z.number().int(),
  /** Extra agreements of each kind given once, on the account's first paid subscription. */
  WelcomeBonus: z.number().int(),
});
export type SubscriptionQuota = z.infer<typeof subscriptionQuotaSchema>;

/** Doc 3 §3: a top-up product; `Price` in cents per agreement. */
export const topUpProductSchema = z.object({
  Id: z.string(),
  Type: z.number().int(),
  Name: z.string(),
  Price: z.number().int(),
  PriceStr: z.string(),
});
export type TopUpProductInfo = z.infer<typeof topUpProductSchema>;

export const referralSchema = z.object({
  Code: z.string(),
  /** Percent off the referred account's first payment. */
  Discount: z.number(),
  /** Cents credited to the referrer when that payment succeeds. */
  Reward: z.number(),
  /** The account's unused credit, cents. */
  Credits: z.number(),
});

/** The contract usage of the current quota window (doc 2 §3); quotas −1 when there is no limit. */
export const contractUsageSchema = z.object({
  ClientContractQuota: z.number().int(),
  ClientContractUsed: z.number().int(),
  ClientContractBonus: z.number().int(),
  ClientContractBonusUsed: z.number().int(),
  /** Amendments sent in the window: they use no quota (DECISIONS "Amendments are free of the quota"). */
  ClientContractAmendments: z.number().int(),
  SubcontractorContractQuota: z.number().int(),
  SubcontractorContractUsed: z.number().int(),
  SubcontractorContractBonus: z.number().int(),
  SubcontractorContractBonusUsed: z.number().int(),
  SubcontractorContractAmendments: z.number().int(),
  /** When the counts start again (YYYY-MM-DD), null without a limit. */
  QuotaEndTime: z.string().nullable(),
});

/** Doc 3 §2/§3: what the subscription page shows. */
export const subscriptionSchema = contractUsageSchema.extend({
  Plan: z.object({ Type: z.number().int(), Name: z.string(), Price: z.number().int(), PriceStr: z.string() }),
  /** Doc 3 §4: 0 active, 1 trial or ended, 2 cancelled but running until EndTime. */
  Status: z.number().int(),
  StatusStr: z.string(),
  /** YYYY-MM-DD: the trial's end, the renewal, or the day access ends. */
  EndTime: z.string().nullable(),
  EndTimeTitle: z.string(),
  CanceledDate: z.string().nullable(),
  /** A plan switched to, from the next billing date. */
  NextPlan: z.object({ Type: z.number().int(), Name: z.string(), StartTime: z.string() }).nullable(),
  /** A renewal payment failed: access continues until this day (YYYY-MM-DD), then stops. */
  PastDueUntil: z.string().nullable(),
  IsRestricted: z.boolean(),
  TemplateQuota: z.number().int(),
  TemplateUsed: z.number().int(),
  PaymentMethod: z.string().nullable(),
  Referral: referralSchema.extend({ Url: z.string() }),
  TopUps: z.array(topUpProductSchema),
  /** 'stripe', 'local' (the local payment page, no money moves) or 'off' (self-hosted: no limits). */
  Billing: z.enum(['stripe', 'local', 'off']),
});
export type SubscriptionInfo = z.infer<typeof subscriptionSchema>;

export const checkoutRequestSchema = z.object({
  Type: z.coerce.number().int(),
  PromoCode: z.string().trim().max(40).optional().default(''),
  IsPreview: z.boolean().optional().default(false),
  /** Top-ups only: how many agreements. */
  Quantity: z.coerce.number().int().min(1).max(50).optional().default(1),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutTaxLineSchema = z.object({
  Name: z.string(),
  /** Percent. */
  Rate: z.number(),
  Amount: z.number().int(),
});

/** Doc 3 §3: the checkout preview (cents); the real call adds Url, where the browser pays. */
export const checkoutPreviewSchema = z.object({
  Name: z.string(),
  Amount: z.number().int(),
  Discount: z.number().int(),
  CreditUsed: z.number().int(),
  /** The sum of the rates as a fraction (0.13), shown as a percent. */
  TaxRate: z.number(),
  Tax: z.number().int(),
  Total: z.number().int(),
  TaxLines: z.array(checkoutTaxLineSchema),
  PromotionStr: z.string(),
  PromoCode: z.string(),
  IsPromotionAllowed: z.boolean(),
  /**
   * A plan bought during a trial: when the trial ends (ISO), which is when the plan's first paid
   * period starts (the trial's days are kept). Null when there is no trial to keep.
   */
  TrialEnd: z.string().nullable(),
  Url: z.string().nullable(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

/** Doc 3 §3: an invoice row; `Transaction.Status` is one of `invoiceStatuses`. */
export const invoiceRowSchema = z.object({
  Id: z.uuid(),
  InvoiceNumber: z.string(),
  CreatedTime: z.string(),
  Transaction: z.object({
    Description: z.string(),
    Total: z.number().int(),
    Refund: z.number().int(),
    Status: z.number().int(),
    StatusStr: z.string(),
  }),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** The local payment page's view of a checkout session (no Stripe key outside production). */
export const localPaymentSessionSchema = z.object({
  Id: z.uuid(),
  /** 'checkout' pays a session; 'portal' changes the card and pays what is due. */
  Mode: z.enum(['checkout', 'portal']),
  Name: z.string(),
  Email: z.string(),
  Total: z.number().int(),
  Lines: z.array(z.object({ Label: z.string(), Amount: z.number().int() })),
  Status: z.enum(['open', 'complete', 'expired']),
  CancelUrl: z.string(),
});
export type LocalPaymentSession = z.infer<typeof localPaymentSessionSchema>;

export const localPaymentRequestSchema = z.object({
  Id: z.uuid(),
  CardNumber: z.string().trim().max(30),
  Expiry: z.string().trim().max(7),
  Cvc: z.string().trim().max(4),
  Name: z.string().trim().max(100),
});

const urlAnswer = z.object({ Url: z.string() });

/** Doc 3 §7 readkey after a payment: Title 'Payment Successful' once the provider confirmed it. */
export const paymentReturnSchema = z.object({
  Title: z.string(),
  Content: z.string(),
  Status: z.enum(['open', 'complete', 'expired']),
});
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

/** Subscriptions, checkout, invoices (doc 1 §3, doc 3 §2–§9, DECISIONS "Subscription and billing"). */
export const billingApi = {
  plans: endpoint({
    method: 'GET',
    path: '/api/site/subscriptionplans',
    summary: 'Subscription plans, prices in CAD',
    access: 'public',
    data: z.array(subscriptionPlanSchema),
  }),
  quotas: endpoint({
    method: 'GET',
    path: '/api/site/subscriptionquotas',
    summary: 'Each plan’s monthly quotas (−1: no limit)',
    access: 'public',
    data: z.array(subscriptionQuotaSchema),
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/api/app/billing/subscription',
    summary: 'The account’s plan, status, usage, referral and top-ups',
    access: 'signedIn',
    keyScope: null,
    data: subscriptionSchema,
  }),
  subscriptionCheckout: endpoint({
    method: 'POST',
    path: '/api/app/billing/subscriptioncheckout',
    summary: 'Preview a plan’s checkout, or open it (Data.Url: where to pay)',
    access: 'signedIn',
    keyScope: null,
    body: checkoutRequestSchema,
    data: checkoutPreviewSchema,
  }),
  topUpCheckout: endpoint({
    method: 'POST',
    path: '/api/app/billing/topupcheckout',
    summary: 'Preview a top-up’s checkout, or open it (Data.Url: where to pay)',
    access: 'signedIn',
    keyScope: null,
    body: checkoutRequestSchema,
    data: checkoutPreviewSchema,
  }),
  invoices: endpoint({
    method: 'POST',
    path: '/api/app/billing/invoices',
    summary: 'The account’s invoices, newest first',
    access: 'signedIn',
    keyScope: null,
    body: z.object({
      pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    data: z.object({ Rows: z.array(invoiceRowSchema), Total: z.number().int() }),
  }),
  changePlan: endpoint({
    method: 'POST',
    path: '/api/app/billing/changesubscriptionplan',
    summary: 'Switch plan from the next billing date',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ type: z.coerce.number().int() }),
    data: z.null(),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/app/billing/cancelsubscription',
    summary: 'Cancel at the end of the paid period',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ Reason: z.string().trim().max(1000).optional().default('') }),
    data: z.null(),
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/app/billing/resumesubscription',
    summary: 'Undo a cancellation before the period ends',
    access: 'signedIn',
    keyScope: null,
    data: z.null(),
  }),
  customerPortal: endpoint({
    method: 'POST',
    path: '/api/app/billing/customerportal',
    summary: 'Where to change the card or pay what is due (Data.Url)',
    access: 'signedIn',
    keyScope: null,
    data: urlAnswer,
  }),
  /** The same route as authApi.readKey: a key naming one of the caller's checkouts answers this. */
  readKey: endpoint({
    method: 'GET',
    path: '/api/common/readkey',
    summary: 'What became of a checkout, by its session id (doc 3 §7); signed in',
    access: 'public',
    query: z.object({ key: z.string().trim().min(1).max(200) }),
    data: paymentReturnSchema,
  }),
  localPaymentSession: endpoint({
    method: 'GET',
    path: '/api/app/billing/localpayment',
    summary: 'The local payment page’s session (no Stripe key, outside production)',
    access: 'signedIn',
    keyScope: null,
    query: z.object({ id: z.uuid() }),
    data: localPaymentSessionSchema,
  }),
  localPay: endpoint({
    method: 'POST',
    path: '/api/app/billing/localpayment',
    summary: 'Pay on the local payment page with a test card (no money moves)',
    access: 'signedIn',
    keyScope: null,
    body: localPaymentRequestSchema,
    data: urlAnswer,
  }),
};
