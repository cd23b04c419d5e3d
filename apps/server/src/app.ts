import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { integrationLimits, limits } from '@tradepact/shared';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import type { FileStorage } from './storage/index.js';
import type { Notifier } from './notify/notifier.js';
import type { AccessTokenKey } from './features/auth/access-token.js';
import { languagePlugin } from './http/language.js';
import { answerClientError, registerErrorHandling, sendRefusal } from './http/error-handler.js';
import { refuseUnstorableCharacters } from './http/nul-characters.js';
import { parseJsonBodiesWithBoundedDepth } from './http/json-depth.js';
import { refuseCrossSiteWrites } from './http/csrf.js';
import { addRouteHooks } from './http/route-hooks.js';
import { requestIds } from './http/request-id.js';
import { lazyRequestLoggers, requestLogger } from './http/request-log.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerSpa } from './http/spa.js';
import { registerCompression } from './http/compression.js';
import { registerAnswerHeaders } from './http/security-headers.js';
import { limitApiKeyRequests, sharedRateLimits } from './http/rate-limits.js';
import { authenticatePlugin, identifyCaller } from './features/auth/authenticate.js';
import { accountCounterKey } from './features/auth/account-limits.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { commonRoutes } from './features/auth/common.routes.js';
import { externalRoutes } from './features/auth/external/external.routes.js';
import { identityRoutes } from './features/auth/identity.routes.js';
import { filesRoutes } from './features/files/files.routes.js';
import { plansRoutes } from './features/billing/plans.routes.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { eulaRoutes } from './features/content/eula.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { howWeWorkRoutes } from './features/content/how-we-work.routes.js';
import { businessRoutes } from './features/profile/business.routes.js';
import { projectsRoutes } from './features/projects/projects.routes.js';
import { contactsRoutes } from './features/contacts/contacts.routes.js';
import { contractsRoutes } from './features/contracts/contracts.routes.js';
import { templatesRoutes } from './features/templates/templates.routes.js';
import { outboxRoutes } from './features/notifications/outbox.routes.js';
import { notificationChoicesRoutes } from './features/notifications/choices.routes.js';
import { contractLifeRoutes } from './features/contracts/contract-life.routes.js';
import { signingRoutes } from './features/signing/signing.routes.js';
import { clientCancellationRoutes } from './features/signing/client-cancellation.routes.js';
import { signerResponseRoutes } from './features/signing/responses.routes.js';
import { signingCodeRoutes } from './features/signing/signing-code.routes.js';
import { scansRoutes } from './features/scans/scans.routes.js';
import { remindersRoutes } from './features/reminders/reminders.routes.js';
import { signingRemindersRoutes } from './features/signing-reminders/signing-reminders.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { blogRoutes } from './features/blog/blog.routes.js';
import { blogPageHeads } from './features/blog/page-heads.js';
import { writingHelpRoutes } from './features/writing-help/writing-help.routes.js';
import { accountDataRoutes } from './features/account-data/account-data.routes.js';
import { accountClosingRoutes } from './features/account-closing/account-closing.routes.js';
import { paymentSettingsRoutes } from './features/payments/settings/payment-settings.routes.js';
import { cardPaymentsRoutes } from './features/payments/stripe/card-payments.routes.js';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.js';
import { apiKeyCallerOf } from './features/api-keys/api-keys.service.js';
import { integratorRoutes } from './features/integrator/integrator.routes.js';
import { webhooksRoutes } from './features/webhooks/webhooks.routes.js';
import { platformCardEvents } from './features/payments/stripe/platform-events.js';
import type { JobQueue } from './queue/queue.js';
import type { Metrics } from './ops/metrics.js';
import { createPublicCache, type PublicCache } from './cache/public-cache.js';
import { opsRoutes } from './ops/ops.routes.js';

/** Everything a route may need, built once at start-up (or per test file). */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: FileStorage;
  notifier: Notifier;
  /** Signing queues the seal of a contract in the transaction of its last signature. */
  queue: JobQueue;
  authKey: AccessTokenKey;
  /** This instance's Prometheus registry and its instrumentation points. */
  metrics: Metrics;
}

/**
 * How long the server waits on a client, set deliberately rather than left to the defaults (Fastify 5
 * sets no request deadline at all): a client that dribbles its headers or body (slowloris) holds a
 * socket only this long. The longest legitimate request is a 15 MB scan upload from a phone, some two
 * minutes at 1 Mbit/s, hence three for a whole request. Keep-alive outlives a load balancer's usual
 * idle timeout (60 s), so that the balancer, not the server, closes idle connections (closing under
 * it answers some requests 502); the other two sit just above it, so neither cuts a kept-alive socket.
 */
export const serverTimeouts = {
  /** The whole request, headers and body (Fastify requestTimeout, Node's server.requestTimeout). */
  requestMs: 180_000,
  /** The headers must be complete within this (Node's server.headersTimeout). */
  headersMs: 66_000,
  /** An idle keep-alive connection is closed after this (Fastify keepAliveTimeout). */
  keepAliveMs: 65_000,
  /** A socket with no traffic at all is closed after this (Fastify connectionTimeout). */
  idleSocketMs: 70_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The plans, EULA, terms and articles kept in this server's memory under their database version. */
    publicCache: PublicCache;
  }
}

export async function buildApp(deps: AppDeps, loggerInstance?: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance
      ? { loggerInstance: requestLogger(loggerInstance), childLoggerFactory: lazyRequestLoggers }
      : { logger: false }),
    genReqId: requestIds(),
    trustProxy: deps.config.trustProxy,
    // Every route reads at most this much body (uploads are streamed under multipart's own limit).
    bodyLimit: limits.maxRequestBodyBytes,
    requestTimeout: serverTimeouts.requestMs,
    keepAliveTimeout: serverTimeouts.keepAliveMs,
    connectionTimeout: serverTimeouts.idleSocketMs,
    // The spec's pages spell paths both ways (/api/identity/ResetPassword2Fa, /MyProfile).
    routerOptions: { caseSensitive: false },
    // Lets in-flight requests finish on shutdown while idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    // Requests Node refuses before Fastify sees them (headers too large: 431) get the envelope too.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.decorate(
    'publicCache',
    createPublicCache(deps.database.db, { checkEveryMs: deps.config.publicCacheCheckMs }),
  );
  app.server.headersTimeout = serverTimeouts.headersMs;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerAnswerHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        // A default term's tutorial video is an https link the operator publishes (DECISIONS "Clause videos").
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  parseJsonBodiesWithBoundedDepth(app);
  app.addHook('preValidation', refuseUnstorableCharacters);

  await app.register(languagePlugin);
  await registerCompression(app);
  registerErrorHandling(app);
  // Signed cookies (the sign-in flow state) use the token secret. Cookies are parsed when a route
  // first reads them (cookiesOf), not by a hook on every request.
  await app.register(cookie, { secret: Buffer.from(deps.authKey.secret).toString('base64'), hook: false });
  // Counted in the database, so every server on it enforces one limit.
  await app.register(sharedRateLimits, {
    db: deps.database.db,
    accountCounterKey: accountCounterKey(deps.database.db),
  });
  await app.register(authenticatePlugin);
  addRouteHooks(app, {
    identifyCaller: identifyCaller(deps.authKey, deps.database.db, (token) =>
      apiKeyCallerOf(deps.database.db, token),
    ),
    refuseCrossSiteWrites: refuseCrossSiteWrites(deps.config.publicUrl),
    limitApiKeyRequests: limitApiKeyRequests(app, integrationLimits.apiKeyRequestsPerMinute),
  });
  await registerApiDocs(app, deps.config);
  await app.register(opsRoutes);

  await app.register(authRoutes);
  await app.register(identityRoutes);
  await app.register(commonRoutes);
  await app.register(externalRoutes);
  await app.register(filesRoutes);
  await app.register(plansRoutes);
  await app.register(billingRoutes, { otherStripeEvents: platformCardEvents(deps) });
  await app.register(eulaRoutes);
  await app.register(contentRoutes);
  await app.register(howWeWorkRoutes);
  await app.register(businessRoutes);
  await app.register(projectsRoutes);
  await app.register(contactsRoutes);
  await app.register(contractsRoutes);
  await app.register(contractLifeRoutes);
  await app.register(signingRoutes);
  await app.register(clientCancellationRoutes);
  await app.register(signerResponseRoutes);
  await app.register(signingCodeRoutes);
  await app.register(scansRoutes);
  await app.register(remindersRoutes);
  await app.register(signingRemindersRoutes);
  await app.register(paymentsRoutes);
  await app.register(templatesRoutes);
  await app.register(blogRoutes);
  await app.register(writingHelpRoutes);
  await app.register(accountDataRoutes);
  await app.register(accountClosingRoutes);
  await app.register(notificationChoicesRoutes);
  await app.register(paymentSettingsRoutes);
  await app.register(cardPaymentsRoutes);
  await app.register(apiKeysRoutes);
  await app.register(integratorRoutes);
  await app.register(webhooksRoutes);
  if (deps.notifier.usesOutbox && deps.config.env !== 'production') await app.register(outboxRoutes);

  await registerSpa(
    app,
    deps.config,
    (request, reply) => sendRefusal(request, reply, 404, 'commonNotFound'),
    blogPageHeads(deps.database.db, deps.config),
  );
  return app;
}
