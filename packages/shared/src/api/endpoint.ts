import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the HTTP API: the server registers its route from it (schemas, guard) and the
 * web client's `call()` takes its types from it, so both sides read one contract. `query` is for
 * GET, `body` for the other methods; `data` is the Data of a successful {Type, Content, Data} answer.
 */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  /** Who may call it: anyone, or a signed-in account (the route's guard). */
  access: 'public' | 'signedIn';
  query?: Query;
  body?: Body;
  data: Data;
}

/** Declares an endpoint, keeping its exact schema types. */
export function endpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(definition: Endpoint<Query, Body, Data>): Endpoint<Query, Body, Data> {
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
