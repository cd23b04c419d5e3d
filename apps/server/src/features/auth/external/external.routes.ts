import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authApi, languageOf, ok } from '@tradepact/shared';
import { externalProviderNames, type ExternalProvider } from '../../../config/config.js';
import { routeOf } from '../../../http/api-route.js';
import { AppError, notFound } from '../../../http/app-error.js';
import { perIp, rateLimits } from '../../../http/rate-limits.js';
import { accountsContext } from '../context.js';
import { startSession } from '../sessions.service.js';
import { answeredTokens } from '../auth.routes.js';
import { accountForProfile, createSignInTicket, redeemSignInTicket } from './external-accounts.service.js';
import { oidcClient, type PendingFlow } from './oidc-client.js';
import { cookiesOf } from '../../../http/cookies.js';

const flowCookie = 'tp_oidc';
/**
 * What the flow cookie keeps between the start and the callback: the provider's flow, and the page's
 * language at the start, which a new account takes. The callback cannot tell it: Apple's form post
 * is cross-site, so the language cookie does not come back with it.
 */
type FlowCookie = PendingFlow & { language?: string };
const providerParams = z.object({ provider: z.enum(externalProviderNames) });

/** Google and Apple sign-in (issue 3): only the providers with a client id and secret are offered. */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);
  const { config } = app.deps;
  const clients = new Map(
    (
      Object.entries(config.externalProviders) as [
        ExternalProvider,
        NonNullable<(typeof config.externalProviders)[ExternalProvider]>,
      ][]
    ).map(([provider, settings]) => [
      provider,
      oidcClient(provider, settings, `${config.publicUrl}/api/auth/external/${provider}/callback`),
    ]),
  );
  const clientFor = (provider: ExternalProvider) => {
    const found = clients.get(provider);
    if (!found) throw notFound();
    return found;
  };

  // Apple answers with a form post (response_mode=form_post).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(authApi.externalProviders.path, routeOf(authApi.externalProviders), async () =>
    ok([...clients.keys()]),
  );

  // The sign-in and its callback answer redirects, not the envelope: outside the API table
  // (http/routes-outside-api-table.ts).
  app.get(
    '/api/auth/external/:provider',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: { summary: 'Start a Google or Apple sign-in', params: providerParams },
    },
    async (request, reply) => {
      const { url, flow } = await clientFor(request.params.provider).start();
      // Apple's form post is a cross-site POST: only a SameSite=None cookie comes back with it.
      const crossSite = request.params.provider === 'apple' && ctx.secureCookies;
      const kept: FlowCookie = { ...flow, language: request.language };
      reply.setCookie(flowCookie, JSON.stringify(kept), {
        signed: true,
        httpOnly: true,
        secure: ctx.secureCookies,
        sameSite: crossSite ? 'none' : 'lax',
        path: '/api/auth/external',
        maxAge: 600,
      });
      return reply.redirect(url.href);
    },
  );

  const callback = async (
    request: FastifyRequest<{ Params: { provider: ExternalProvider } }>,
    reply: FastifyReply,
  ) => {
    const provider = request.params.provider;
    const oidc = clientFor(provider);
    reply.clearCookie(flowCookie, { path: '/api/auth/external' });
    try {
      const cookie = request.unsignCookie(cookiesOf(request)[flowCookie] ?? '');
      const flow = cookie.valid && cookie.value ? (JSON.parse(cookie.value) as FlowCookie) : undefined;
      if (!flow || flow.provider !== provider) throw new Error('no sign-in in progress in this browser');
      const here = new URL(request.url, config.publicUrl);
      const form = request.method === 'POST' ? (request.body as Record<string, string>) : undefined;
      const answer = form
        ? new Request(`${here.origin}${here.pathname}`, { method: 'POST', body: new URLSearchParams(form) })
        : here;
      const profile = await oidc.finish(answer, flow, form?.user);
      const userId = await accountForProfile(ctx.db, provider, profile, languageOf(flow.language));
      return reply.redirect(`/login?token=${encodeURIComponent(await createSignInTicket(ctx.db, userId))}`);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'external sign-in failed');
      return reply.redirect('/login?error=external');
    }
  };
  const callbackSchema = { summary: 'Where the provider sends the browser back', params: providerParams };
  app.get('/api/auth/external/:provider/callback', { schema: callbackSchema }, callback);
  app.post('/api/auth/external/:provider/callback', { schema: callbackSchema }, callback);

  app.post(
    authApi.externalExchange.path,
    { ...routeOf(authApi.externalExchange), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request, reply) => {
      const userId = await redeemSignInTicket(ctx.db, request.body.token);
      if (!userId) throw new AppError(400, 'authSessionExpired');
      const tokens = await startSession(ctx.db, ctx.authKey, userId, {
        userAgent: String(request.headers['user-agent'] ?? ''),
        ip: request.ip,
      });
      return ok(answeredTokens(reply, tokens, ctx.secureCookies));
    },
  );
};
