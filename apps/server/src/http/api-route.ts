import type { z } from 'zod';
import type { Endpoint } from '@tradepact/shared';
import { signedIn } from '../features/auth/authenticate.js';
import { okResponse } from './envelope.js';

/**
 * The Fastify options of an endpoint of the shared API table: its summary, the schemas that check
 * the query or body and the answer, and the sign-in guard when the endpoint is for accounts.
 * `app.get(e.path, routeOf(e), handler)`: the handler's request and answer are typed by the table.
 */
export function routeOf<
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Data extends z.ZodType,
>(e: Endpoint<Query, Body, Data>) {
  const schema = {
    summary: e.summary,
    querystring: e.query as Query,
    body: e.body as Body,
    response: okResponse(e.data),
  };
  return e.access === 'signedIn' ? signedIn(schema) : { schema };
}
