import type { z } from 'zod';
import type { ApiKeyScope } from '../integrations.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Answers other than 200 that carry Data of their own, by status: sign-in's and the log-in settings'
 * 203 "verification required" says where a code may go. Refusals carry no Data and are not listed.
 */
export type OtherAnswers = Readonly<Record<number, z.ZodType>>;

/**
 * One endpoint of the HTTP API: the server registers its route from it (schemas, guard) and the
 * web client's `call()` takes its types from it, so both sides read one contract. `query` is for
 * GET, `body` for the other methods; `data` is the Data of a successful {Type, Content, Data} answer.
 */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
  Others extends OtherAnswers | undefined = OtherAnswers | undefined,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  /** Who may call it: anyone, or a signed-in account (the route's guard). */
  access: 'public' | 'signedIn';
  /**
   * Whether an API key (issue 34) may call it, decided for every signed-in endpoint: the scope a key
   * needs, or null when only a signed-in person may (Settings, billing, the keys themselves…). A key
   * calling an endpoint without this scope, or one marked null, is answered 403.
   */
  keyScope?: ApiKeyScope | null;
  query?: Query;
  body?: Body;
  data: Data;
  otherAnswers?: Others;
}

/** Declares an endpoint, keeping its exact schema types. */
export function endpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
  Others extends OtherAnswers | undefined = undefined,
>(definition: Endpoint<Query, Body, Data, Others>): Endpoint<Query, Body, Data, Others> {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: the query of a GET, the body otherwise. */
export type EndpointInput<E> =
  E extends Endpoint<infer Query, infer Body>
    ? Query extends z.ZodType
      ? Input<Query>
      : Input<Body>
    : never;

/** The Data of a successful answer, as the server sends it. */
export type EndpointData<E> =
  E extends Endpoint<infer _Query, infer _Body, infer Data> ? z.output<Data> : never;

/** The Data of the endpoint's other answers (see `OtherAnswers`), never when it has none. */
export type EndpointOtherData<E> =
  E extends Endpoint<infer _Query, infer _Body, infer _Data, infer Others>
    ? Others extends OtherAnswers
      ? { [Status in keyof Others]: z.output<Others[Status]> }[keyof Others]
      : never
    : never;

/** The Data of any answer the endpoint describes: the 200's, or one of its other answers'. */
export type EndpointAnswerData<E> = EndpointData<E> | EndpointOtherData<E>;
