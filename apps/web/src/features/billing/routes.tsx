import type { RouteObject } from 'react-router';

/** Doc 3: the subscription, the payment provider's return pages, and the local payment page. */
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
  {
    path: 'Pay/:id',
    lazy: async () => ({ Component: (await import('./LocalPaymentPage')).LocalPaymentPage }),
  },
];
