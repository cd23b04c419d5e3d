import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookiesOf } from '../../http/cookies.js';
import { signingCodeService } from './signing-code.service.js';

/** The key a request names: in its query (reads, uploads) or in its JSON body. */
function keyOf(request: FastifyRequest): string {
  const fromQuery = (request.query as { code?: unknown } | undefined)?.code;
  const fromBody = (request.body as { code?: unknown } | undefined)?.code;
  const code = fromQuery ?? fromBody;
  return typeof code === 'string' ? code : '';
}

/**
 * The preHandler of every route that opens a contract by its signing key (issue 32 §4): a contract
 * sent with a code before opening answers 403 'signingCodeRequired' until this browser entered it.
 */
export function signingCodeGate(app: FastifyInstance) {
  const codes = signingCodeService({
    db: app.deps.database.db,
    notifier: app.deps.notifier,
    queue: app.deps.queue,
    authSecret: app.deps.authKey.secret,
  });
  return async (request: FastifyRequest): Promise<void> =>
    codes.guard(keyOf(request), request.userId, (cookie) => cookiesOf(request)[cookie]);
}
