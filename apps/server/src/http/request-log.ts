import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

/** Query names whose values open something: activation and signing keys, codes, tokens, tickets, passwords. */
const secretName = /key|token|code|ticket|password|secret|state|nonce|signature/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The URL with the value of every secret-looking query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return value.length > 0 && secretName.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** What the log keeps of a request: never its headers (Authorization, cookies), its URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * What the log keeps of an answer: its status, and for a request made with an API key the key's id
 * (never its token), so a key's use can be traced; the key is known only once the caller is found,
 * after the request's own line.
 */
function serializeReply(reply: FastifyReply) {
  const key = reply.request.apiKey;
  return { statusCode: reply.statusCode, ...(key ? { apiKeyId: key.id } : {}) };
}

/** The logger Fastify writes request lines with: the app's own logger with the serializers above. */
export function requestLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest, res: serializeReply } });
}

/** pino's levels by name, and silent above them all. */
const levelValues: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * A request's logger that makes its pino child (the request id bound, the route's level) on its
 * first line at a level it writes. Fastify makes a child per request, which serializes its bindings:
 * at `warn`, a request that logs nothing (Fastify's incoming and completed lines are `info`) paid for
 * one it never used, a tenth of a cached public answer's CPU (bench/run.mjs, issue 28 §3).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether a line at `level` is written: an unknown level is left to pino. */
  writes(level: string): boolean {
    return (levelValues[level] ?? Infinity) >= (levelValues[this.level] ?? 0);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    if (this.writes(level)) this.made()[level](...args);
  };
}
RequestLogger.prototype.silent = () => undefined;

/** Fastify's childLoggerFactory: each request's logger is a RequestLogger. */
export const lazyRequestLoggers = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(logger, bindings, options);
