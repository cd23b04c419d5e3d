import { billingApi } from '@tradepact/shared/api-routes';
import { vi } from 'vitest';
import { envelope } from '../../test/fetch';
import { renderFeatureRoutes } from '../../test/render';
import type { CheckoutPreview, InvoiceRow, SubscriptionInfo, SubscriptionPlan } from './api';
import { billingBareRoutes, billingRoutes } from './routes';

/** Test helpers of the billing pages (imported by *.test.tsx only). */

export const routeOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** A monthly plan, active, renewing on 2026-06-01, with quotas and a referral code. */
export function aSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    Plan: { Type: 2, Name: 'Monthly', Price: 2900, PriceStr: '$29.00' },
    Status: 0,
    StatusStr: 'Active',
    EndTime: '2026-06-01',
    EndTimeTitle: 'Renews on',
    CanceledDate: null,
    NextPlan: null,
    PastDueUntil: null,
    IsRestricted: false,
    ClientContractQuota: 20,
    ClientContractUsed: 3,
    ClientContractBonus: 0,
    ClientContractBonusUsed: 0,
    ClientContractAmendments: 0,
    SubcontractorContractQuota: 10,
    SubcontractorContractUsed: 1,
    SubcontractorContractBonus: 0,
    SubcontractorContractBonusUsed: 0,
    SubcontractorContractAmendments: 0,
    QuotaEndTime: '2026-06-01',
    TemplateQuota: 10,
    TemplateUsed: 2,
    PaymentMethod: 'Visa •••• 4242',
    Referral: {
      Code: 'PAT2026',
      Discount: 20,
      Reward: 1000,
      Credits: 1500,
      Url: 'https://example.test/?ref=PAT2026',
    },
    TopUps: [
      { Id: 'topup-client', Type: 1, Name: 'Extra client agreement', Price: 1000, PriceStr: '$10.00' },
      { Id: 'topup-sub', Type: 2, Name: 'Extra sub-contractor agreement', Price: 1000, PriceStr: '$10.00' },
    ],
    Billing: 'stripe',
    ...overrides,
  };
}

const plan = (Type: number, Name: string, PriceStr: string, Id: string): SubscriptionPlan => ({
  Id,
  Type,
  Name,
  TrialDays: Type === 1 ? 21 : 0,
  Price: 0,
  PriceStr,
  Line1: `${Name} line one`,
  Line2: '',
  Line3: '',
});

export const plans: SubscriptionPlan[] = [
  plan(1, 'Free Trial', '$0', '0c6f3b5e-1a2b-4c3d-8e4f-5a6b7c8d9e01'),
  plan(2, 'Monthly', '$29.00', '0c6f3b5e-1a2b-4c3d-8e4f-5a6b7c8d9e02'),
  plan(3, 'Annual', '$290.00', '0c6f3b5e-1a2b-4c3d-8e4f-5a6b7c8d9e03'),
];

/** A checkout preview of the monthly plan in Quebec: GST and QST on $29.00. */
export function aPreview(overrides: Partial<CheckoutPreview> = {}): CheckoutPreview {
  return {
    Name: 'Monthly plan',
    Amount: 2900,
    Discount: 0,
    CreditUsed: 0,
    TaxRate: 0.14975,
    Tax: 434,
    Total: 3334,
    TaxLines: [
      { Name: 'GST', Rate: 5, Amount: 145 },
      { Name: 'QST', Rate: 9.975, Amount: 289 },
    ],
    PromotionStr: '',
    PromoCode: '',
    IsPromotionAllowed: true,
    TrialEnd: null,
    Url: null,
    ...overrides,
  };
}

export function anInvoice(number: number, transaction: Partial<InvoiceRow['Transaction']> = {}): InvoiceRow {
  return {
    Id: `5b1e7c2a-9d3f-4e8a-b6c4-${String(number).padStart(12, '0')}`,
    InvoiceNumber: `INV-${String(number).padStart(5, '0')}`,
    CreatedTime: '2026-05-01T14:00:00Z',
    Transaction: {
      Description: 'Monthly plan, 2026-05-01 to 2026-06-01',
      Total: 3334,
      Refund: 0,
      Status: 1,
      StatusStr: 'Paid',
      ...transaction,
    },
  };
}

/** The answers a subscription page needs, for stubApi. */
/** Each plan's monthly quotas; the annual plan's templates without a limit. */
const quotas = [
  { Type: 1, ClientContractQuota: 3, SubcontractorContractQuota: 3, TemplateQuota: 3, WelcomeBonus: 0 },
  { Type: 2, ClientContractQuota: 20, SubcontractorContractQuota: 20, TemplateQuota: 10, WelcomeBonus: 3 },
  { Type: 3, ClientContractQuota: 25, SubcontractorContractQuota: 1, TemplateQuota: -1, WelcomeBonus: 10 },
];

export function subscriptionPageApi(subscription: SubscriptionInfo = aSubscription()) {
  return {
    [routeOf(billingApi.subscription)]: envelope(subscription),
    [routeOf(billingApi.plans)]: envelope(plans),
    [routeOf(billingApi.quotas)]: envelope(quotas),
    [routeOf(billingApi.invoices)]: envelope({ Rows: [], Total: 0 }),
  };
}

/** The billing pages at `path`, with My Projects (a stand-in) before it in the history. */
export function renderBillingPages(path: string) {
  const myProjects = { path: 'MyProjects', element: <p>My Projects</p> };
  return renderFeatureRoutes([...billingRoutes, ...billingBareRoutes, myProjects], ['/MyProjects', path]);
}

/** Replaces window.location.assign, which jsdom cannot follow, and answers the mock. */
export function stubPageLeave() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}
