import { BareFrame } from '../../app/layouts/BareFrame';
import { SigningPage } from './SigningPage';

/**
 * The whole of /Signature, its own entry (signingMain.tsx) without the router: the page a client
 * opens from the email, text or QR code, on a phone that has never seen the site, downloads only what
 * it draws. The build draws its first screen with this same tree (prerender.tsx).
 */
export function SigningRoot() {
  return (
    <BareFrame>
      <SigningPage />
    </BareFrame>
  );
}
