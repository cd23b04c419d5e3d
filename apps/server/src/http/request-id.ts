import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a client may name its request with (a proxy's or a test's id), kept as given. */
const givenId = /^[\w-]{8,64}$/;

/**
 * Fastify's genReqId: the id a client sent in X-Request-Id when well formed; otherwise this process's
 * random prefix and a counter. The prefix (48 random bits) keeps ids apart across servers and
 * restarts, as a UUID per request did, for a tenth of its cost: every request, a cached public
 * answer too, gets one (bench/run.mjs, issue 28 §3).
 */
export function requestIds(): (request: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('hex');
  let count = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && givenId.test(given)) return given;
    count += 1;
    return `${prefix}-${count.toString(36)}`;
  };
}
