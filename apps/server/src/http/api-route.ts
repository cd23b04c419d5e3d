import type { z } from 'zod';
import { envelopeSchema, type Endpoint, type OtherAnswers } from '@tradepact/shared';
import { signedIn } from '../features/auth/authenticate.js';
import { refuseApiKeysOutside } from './api-key-scope.js';
import { okResponse } from './envelope.js';

type OtherResponses<Others> = {
  [Status in keyof Others]: Others[Status] extends z.ZodType
    ? ReturnType<typeof envelopeSchema<Others[Status]>>
    : never;
};

/**
 * The envelope schema of each other answer of an endpoint (its 203), by status. At a refusal's status
 * the answer may also be a plain refusal, whose Data is null: signing's 403 asking for a code is also
 * the status an API key is refused with.
 */
function otherResponses<Others extends OtherAnswers | undefined>(others: Others): OtherResponses<Others> {
  const schemas: OtherAnswers = others ?? {};
  const entries = Object.entries(schemas).map(([status, data]) => [
    status,
    envelopeSchema(Number(status) >= 400 ? data.nullable() : data),
  ]);
  return Object.fromEntries(entries) as OtherResponses<Others>;
}

/**
 * The Fastify options of an endpoint of the shared API table: its summary, the schemas that check
 * the query or body and the answers, and the sign-in guard when the endpoint is for accounts, with
 * the table's decision on API keys (`keyScope`: a key lacking the scope, or any key where it is null,
 * is refused 403 before the body is validated). A public endpoint refuses keys as every route without
 * a decision does (route-hooks.ts).
 * `app.get(e.path, routeOf(e), handler)`: the handler's request and answer are typed by the table,
 * `reply.code(203).send(…)` included for an endpoint with other answers.
 */
export function routeOf<
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Data extends z.ZodType,
  Others extends OtherAnswers | undefined,
>(e: Endpoint<Query, Body, Data, Others>) {
  const response = { ...okResponse(e.data), ...otherResponses(e.otherAnswers as Others) };
  // An absent query or body is left out rather than set to undefined, which Fastify warns about
  // (FSTWRN001); the type keeps both, so the handler's request is typed either way.
  const schema = {
    summary: e.summary,
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response,
  } as { summary: string; querystring: Query; body: Body; response: typeof response };
  if (e.access === 'public') return { schema };
  const route = signedIn(schema);
  return { ...route, onRequest: [route.onRequest, refuseApiKeysOutside(e.keyScope ?? null)] };
}
