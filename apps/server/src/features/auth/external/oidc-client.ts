import * as client from 'openid-client';
import type { Config, ExternalProvider } from '../../../config/config.js';

/** What a provider tells us about the person, after the ID token has been verified. */
export interface ExternalProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The flow's secrets, kept in a signed HttpOnly cookie between the redirect and the callback. */
export interface PendingFlow {
  provider: ExternalProvider;
  state: string;
  nonce: string;
  verifier: string;
}

type Settings = NonNullable<Config['externalProviders'][ExternalProvider]>;

const isLoopback = (issuer: string) =>
  /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(new URL(issuer).href);

/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client). Apple posts its
 * answer (response_mode=form_post) and names the person only on the first sign-in.
 */
export function oidcClient(provider: ExternalProvider, settings: Settings, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain HTTP only for a provider on this machine (development and tests).
        isLoopback(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(): Promise<{ url: URL; flow: PendingFlow }> {
      const flow: PendingFlow = {
        provider,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
      });
      return { url, flow };
    },

    async finish(callback: URL | Request, flow: PendingFlow, appleUser?: string): Promise<ExternalProfile> {
      const tokens = await client.authorizationCodeGrant(await configuration(), callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered no ID token');
      const name = appleName(appleUser);
      return {
        subject: claims.sub,
        email: String(claims.email ?? '').toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: String(claims.given_name ?? name.firstName),
        lastName: String(claims.family_name ?? name.lastName),
      };
    },
  };
}

/** Apple sends the name once, as a JSON `user` form field beside the code. */
function appleName(user: string | undefined): { firstName: string; lastName: string } {
  try {
    const parsed = user
      ? (JSON.parse(user) as { name?: { firstName?: string; lastName?: string } })
      : undefined;
    return { firstName: parsed?.name?.firstName ?? '', lastName: parsed?.name?.lastName ?? '' };
  } catch {
    return { firstName: '', lastName: '' };
  }
}
