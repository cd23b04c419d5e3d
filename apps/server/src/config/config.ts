import { isIP } from 'node:net';
import { z } from 'zod';
import { writingHelpLimits } from '@tradepact/shared';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Names proxy-addr (Fastify's trustProxy) gives to the loopback, link-local and private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a network in CIDR form (10.0.0.0/8, fd00::/8) or one of the named ranges. */
function isProxyEntry(entry: string): boolean {
  if (namedRanges.has(entry) || isIP(entry)) return true;
  const [address = '', prefix = '', ...rest] = entry.split('/');
  const version = isIP(address);
  return (
    rest.length === 0 &&
    version > 0 &&
    /^\d{1,3}$/.test(prefix) &&
    Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

const trustProxyAdvice =
  'list the addresses or networks of the proxies in front of the server, e.g. TRUST_PROXY=10.0.0.1,10.0.0.0/8 (or loopback for a proxy on this machine)';

/**
 * The proxies whose X-Forwarded-For is believed. Only a list: `true` believes whatever a client
 * writes there, and a hop count (which Fastify 5 treats as trusting nobody) whatever a client reaching
 * the server directly writes.
 */
const trustProxyText = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || ['', 'false', '0'].includes(value)) return false as const;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `true would trust any client's X-Forwarded-For; ${trustProxyAdvice}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `a hop count would trust what a client reaching the server directly writes; ${trustProxyAdvice}`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${wrong.join(', ')} is not an address or network; ${trustProxyAdvice}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The variables whose development defaults production refuses. */
interface ProductionSensitive {
  PORT: number;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  SEAL_P12_PATH?: string | undefined;
  SEAL_ALLOW_SELF_SIGNED: boolean;
  STRIPE_SECRET_KEY?: string | undefined;
  OPERATOR_ADDRESS?: string | undefined;
  OPERATOR_GST_NUMBER?: string | undefined;
}

/**
 * Defaults that serve development but would quietly harm a production install: each stops the start
 * with the variable to set and what would happen without it.
 */
function refuseUnsafeProductionDefaults(env: ProductionSensitive, ctx: z.RefinementCtx) {
  const refuse = (variable: keyof ProductionSensitive, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (!env.PUBLIC_URL) {
    refuse(
      'PUBLIC_URL',
      `is required in production: without it, links in emails and texts point to http://localhost:${env.PORT}`,
    );
  }
  if (!env.SMTP_URL) {
    refuse(
      'SMTP_URL',
      'is required in production: without it, emails go to the development outbox, which nobody reads in production',
    );
  }
  if (!env.SEAL_P12_PATH && !env.SEAL_ALLOW_SELF_SIGNED) {
    refuse(
      'SEAL_P12_PATH',
      'is required in production: without it, signed contracts are sealed with a self-signed certificate that PDF readers show as from an untrusted issuer; set SEAL_P12_PATH (and SEAL_P12_PASSWORD) to your certificate, or SEAL_ALLOW_SELF_SIGNED=true to accept that',
    );
  }
  // With Stripe, every checkout charges the province's sales tax, and a tax invoice must name who
  // charged it: their address and registration number.
  if (env.STRIPE_SECRET_KEY && !env.OPERATOR_ADDRESS) {
    refuse(
      'OPERATOR_ADDRESS',
      'is required in production with Stripe: invoices that charge sales tax print it',
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.OPERATOR_GST_NUMBER) {
    refuse(
      'OPERATOR_GST_NUMBER',
      'is required in production with Stripe: invoices that charge GST/HST print the registration number',
    );
  }
}

/** Every environment variable the server reads; README.md and .env.example document each one. */
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    PRODUCT_NAME: z.string().trim().min(1).max(60).default('Tradepact'),
    TRUST_PROXY: trustProxyText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
    WEB_DIST_DIR: optionalText,
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().trim().min(3).default('Tradepact <no-reply@tradepact.local>'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    APPLE_CLIENT_ID: optionalText,
    APPLE_CLIENT_SECRET: optionalText,
    APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanText,
    SEAL_P12_PATH: optionalText,
    // Not trimmed: a password may end in a space.
    SEAL_P12_PASSWORD: z.string().optional(),
    SEAL_TSA_URL: optionalText.pipe(z.url().optional()),
    // Production refuses the generated self-signed seal unless the operator accepts it knowingly.
    SEAL_ALLOW_SELF_SIGNED: booleanText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // A Stripe-compatible server to call instead of api.stripe.com (the tests' local one).
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    // Card payments of client invoices (issue 33): the signing secret of the Connect webhook endpoint
    // (events from the contractors' connected accounts), and the operator's share of each payment.
    STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
    STRIPE_APPLICATION_FEE_PERCENT: optionalText.pipe(z.coerce.number<string>().min(0).max(100).optional()),
    OPERATOR_NAME: optionalText,
    OPERATOR_ADDRESS: optionalText,
    OPERATOR_GST_NUMBER: optionalText,
    OPERATOR_QST_NUMBER: optionalText,
    // An OpenAI-compatible chat completions provider for the writing help; without a key, only the
    // local spell check is offered.
    AI_API_KEY: optionalText,
    AI_BASE_URL: z.url().default('https://api.deepseek.com'),
    AI_MODEL: z.string().trim().min(1).default('deepseek-chat'),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    AI_CALLS_PER_DAY: z.coerce.number().int().min(1).default(writingHelpLimits.callsPerDay),
    AI_CHARACTERS_PER_DAY: z.coerce.number().int().min(1).default(writingHelpLimits.charactersPerDay),
    // The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers 404.
    METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
    // Tests only: every periodic job on this cron expression instead of its own (jobs/schedules.ts),
    // and the job queue's clock looking for due occurrences this often, so a sweep comes in seconds.
    PERIODIC_CRON: optionalText,
    PERIODIC_CHECK_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(1).max(45).optional()),
    // Tests only: every job's run expires after JOB_EXPIRE_SECONDS instead of its own time (30 s for
    // messages and seals), and a failed run is first retried after JOB_RETRY_DELAY_SECONDS instead of
    // its own delay, so the crash journeys see a dead run retried in seconds instead of minutes.
    JOB_EXPIRE_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(1).max(3600).optional()),
    JOB_RETRY_DELAY_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(3600).optional()),
    // How long a server answers public content (plans, EULA, terms, articles) from memory before it
    // checks the database for a change (cache/public-cache.ts); 0 in tests, which read what they write.
    PUBLIC_CACHE_CHECK_MS: optionalText.pipe(z.coerce.number<string>().int().min(0).max(60_000).optional()),
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when any TWILIO_* is set' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (32+ characters)',
      });
    }
    if (env.SEAL_P12_PASSWORD !== undefined && env.SEAL_P12_PASSWORD !== '' && !env.SEAL_P12_PATH) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEAL_P12_PATH'],
        message: 'is required when SEAL_P12_PASSWORD is set (the password opens that file)',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other STRIPE_* key (payments are confirmed by signed webhooks)',
      });
    }
    if (env.NODE_ENV === 'production') refuseUnsafeProductionDefaults(env, ctx);
    // A run cut short while it still works would run twice; production keeps each job's own times.
    for (const name of ['JOB_EXPIRE_SECONDS', 'JOB_RETRY_DELAY_SECONDS'] as const) {
      if (env.NODE_ENV === 'production' && env[name] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is for tests only: unset it in production' });
      }
    }
    if ((env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when S3 credentials are set',
      });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

/** The name of every variable the server reads (the .env.example check). */
export const environmentVariables = Object.keys(environmentSchema.shape);

export const externalProviderNames = ['google', 'apple'] as const;
export type ExternalProvider = (typeof externalProviderNames)[number];

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  productName: string;
  logLevel: Environment['LOG_LEVEL'];
  /** The proxies (addresses, CIDR networks, named ranges) whose X-Forwarded-For names the client; false: none. */
  trustProxy: string[] | false;
  dataDir: string;
  /** The bearer token of GET /metrics; undefined: metrics are off (404). */
  metricsToken: string | undefined;
  /** Tests only: a cron expression replacing every periodic job's, and the queue clock's period in seconds. */
  periodic: { cron: string | undefined; checkSeconds: number | undefined };
  /** Tests only: every job's run expiry and first retry delay in seconds, instead of each job's own. */
  jobTimes: { expireSeconds: number | undefined; retryDelaySeconds: number | undefined };
  /** How long, in ms, a server trusts its copy of the public content before checking its version. */
  publicCacheCheckMs: number;
  databaseUrl: string | undefined;
  /** Undefined means "generate one and keep it under DATA_DIR" (development only). */
  authSecret: string | undefined;
  webDistDir: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** OpenID Connect sign-in providers with a client id and secret configured. */
  externalProviders: Partial<
    Record<ExternalProvider, { issuer: string; clientId: string; clientSecret: string }>
  >;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * The seal over signed contracts: a PKCS#12 and its password (unset: a self-signed one generated
   * into DATA_DIR/seal), and an RFC 3161 timestamp authority.
   */
  seal: { p12Path: string | undefined; p12Password: string | undefined; tsaUrl: string | undefined };
  /**
   * Payments: Stripe with both keys; without them the local payment page outside production, and
   * billing off in production (a self-hosted install: every account on the special plan, no limits).
   */
  billing:
    | { mode: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined }
    | { mode: 'local' }
    | { mode: 'off' };
  /**
   * Card payments of client invoices through Stripe Connect (with `billing` in Stripe mode): the
   * Connect webhook's signing secret (unset: that endpoint is not served, and the contractors'
   * accounts are read again on the way back from Stripe only), and the operator's application fee,
   * a percentage of each payment (0 by default).
   */
  connect: { webhookSecret: string | undefined; applicationFeePercent: number };
  /**
   * The operator: issues the invoices (printed on every invoice PDF) and sends the general news, whose
   * emails name it with its mailing address (CASL).
   */
  operator: { name: string; address: string; gstNumber: string; qstNumber: string };
  /**
   * The writing help: the AI provider when a key is set (improve and spell check through it), and
   * what one account may ask per UTC day, the local spell check included.
   */
  writingHelp: {
    provider: { apiKey: string; baseUrl: string; model: string; timeoutMs: number } | undefined;
    callsPerDay: number;
    charactersPerDay: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    productName: env.PRODUCT_NAME,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    dataDir: env.DATA_DIR,
    metricsToken: env.METRICS_TOKEN,
    periodic: { cron: env.PERIODIC_CRON, checkSeconds: env.PERIODIC_CHECK_SECONDS },
    jobTimes: { expireSeconds: env.JOB_EXPIRE_SECONDS, retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS },
    publicCacheCheckMs: env.PUBLIC_CACHE_CHECK_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    webDistDir: env.WEB_DIST_DIR,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : undefined,
    externalProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              issuer: env.GOOGLE_ISSUER,
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
            },
          }
        : {}),
      ...(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET
        ? {
            apple: {
              issuer: env.APPLE_ISSUER,
              clientId: env.APPLE_CLIENT_ID,
              clientSecret: env.APPLE_CLIENT_SECRET,
            },
          }
        : {}),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    seal: { p12Path: env.SEAL_P12_PATH, p12Password: env.SEAL_P12_PASSWORD, tsaUrl: env.SEAL_TSA_URL },
    billing:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : env.NODE_ENV === 'production'
          ? { mode: 'off' }
          : { mode: 'local' },
    connect: {
      webhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
      applicationFeePercent: env.STRIPE_APPLICATION_FEE_PERCENT ?? 0,
    },
    operator: {
      name: env.OPERATOR_NAME ?? env.PRODUCT_NAME,
      address: env.OPERATOR_ADDRESS ?? '',
      gstNumber: env.OPERATOR_GST_NUMBER ?? '',
      qstNumber: env.OPERATOR_QST_NUMBER ?? '',
    },
    writingHelp: {
      provider: env.AI_API_KEY
        ? {
            apiKey: env.AI_API_KEY,
            baseUrl: env.AI_BASE_URL,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : undefined,
      callsPerDay: env.AI_CALLS_PER_DAY,
      charactersPerDay: env.AI_CHARACTERS_PER_DAY,
    },
  };
}
