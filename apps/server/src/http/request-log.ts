import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

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

/** The logger Fastify writes request lines with: the app's own logger with the request serializer above. */
export function requestLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest } });
}
