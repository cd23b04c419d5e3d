// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { billingApi as table } from '../index.js';

export const billingApi = {
  plans: { method: 'GET', path: '/api/site/subscriptionplans' },
  quotas: { method: 'GET', path: '/api/site/subscriptionquotas' },
  subscription: { method: 'GET', path: '/api/app/billing/subscription' },
  subscriptionCheckout: { method: 'POST', path: '/api/app/billing/subscriptioncheckout' },
  topUpCheckout: { method: 'POST', path: '/api/app/billing/topupcheckout' },
  invoices: { method: 'POST', path: '/api/app/billing/invoices' },
  changePlan: { method: 'POST', path: '/api/app/billing/changesubscriptionplan' },
  cancel: { method: 'POST', path: '/api/app/billing/cancelsubscription' },
  resume: { method: 'POST', path: '/api/app/billing/resumesubscription' },
  customerPortal: { method: 'POST', path: '/api/app/billing/customerportal' },
  readKey: { method: 'GET', path: '/api/common/readkey' },
  localPaymentSession: { method: 'GET', path: '/api/app/billing/localpayment' },
  localPay: { method: 'POST', path: '/api/app/billing/localpayment' },
} as unknown as typeof table;
