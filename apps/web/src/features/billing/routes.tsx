import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Doc 3: subscription, and the payment provider's return pages. */
export const billingRoutes: RouteObject[] = [
  comingSoonRoute('Subscription', 'subscription'),
  comingSoonRoute('Success/:sessionid', 'paymentSuccess'),
  comingSoonRoute('Cancel', 'paymentCancel'),
];
