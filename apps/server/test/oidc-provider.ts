import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next (its login step completes at once, as that person). */
  signInAs(person: TestPerson): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on this machine: discovery, authorization code with
 * PKCE, signed ID tokens. Only its login and consent screens are replaced by an automatic step.
 */
export async function startOpenIdProvider(redirectUris: string[]): Promise<LocalOpenIdProvider> {
  const people = new Map<string, TestPerson>();
  let next: TestPerson | undefined;
  const clientId = 'tradepact-test';
  const clientSecret = 'tradepact-test-secret-that-is-long-enough';

  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ ...(people.get(id) ?? { sub: id }) }),
    }),
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    conformIdTokenClaims: false,
  });

  provider.use(async (ctx, nextMiddleware) => {
    if (!/^\/interaction\/[^/]+$/.test(ctx.path)) return nextMiddleware();
    const person = next;
    if (!person) throw new Error('the test did not say who signs in');
    people.set(person.sub, person);
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: person.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    ctx.respond = false;
  });

  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(person) {
      next = person;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
