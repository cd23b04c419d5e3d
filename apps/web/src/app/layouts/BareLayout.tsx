import { Outlet } from 'react-router';
import { BareFrame } from './BareFrame';

/** Pages without the site's header under the router: the consumer's cancel page and developer tools. */
export function BareLayout() {
  return (
    <BareFrame>
      <Outlet />
    </BareFrame>
  );
}
