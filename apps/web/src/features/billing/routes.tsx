import type { RouteObject } from 'react-router';

/** Doc 3: the subscription and the payment provider's return pages, in the signed-in shell. */
export const billingRoutes: RouteObject[] = [
  {
    path: 'Subscription',
    lazy: async () => ({ Component: (await import('./SubscriptionPage')).SubscriptionPage }),
  },
  {
    path: 'Success/:sessionid',
    lazy: async () => ({ Component: (await import('./SuccessPage')).SuccessPage }),
  },
  {
    path: 'Cancel',
    lazy: async () => ({ Component: (await import('./CancelPage')).CancelPage }),
  },
];

/** The local payment page stands where Stripe Checkout would: a page of its own, without the sidebar. */
export const billingBareRoutes: RouteObject[] = [
  {
    path: 'Pay/:id',
    lazy: async () => ({ Component: (await import('./LocalPaymentPage')).LocalPaymentPage }),
  },
];
