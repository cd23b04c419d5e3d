import { BareFrame } from '../../app/layouts/BareFrame';
import { PayPage } from './PayPage';

/**
 * The whole of /Invoice, its own entry (payMain.tsx) without the router: the page a client opens from an
 * invoice's email or text, on a phone that has never seen the site, downloads only what it draws.
 * The build draws its first screen with this same tree (prerender/pages.tsx).
 */
export function PayRoot() {
  return (
    <BareFrame>
      <PayPage />
    </BareFrame>
  );
}
