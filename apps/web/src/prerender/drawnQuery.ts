import type { QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointAnswerData, EndpointInput, Envelope } from '@tradepact/shared';

/**
 * A query a page reads for its first screen, told as data rather than as a function: its cache key,
 * the API call and how the call's envelope becomes the query's data. The page's hook makes its
 * queryFn from it, and the server, drawing the page (drawPage.tsx), makes the same call and keeps the
 * answer under the same key: the browser then finds the answer in its cache and asks nothing again.
 */
export interface DrawnQuery<E extends Endpoint = Endpoint, T = unknown> {
  queryKey: QueryKey;
  endpoint: E;
  input: EndpointInput<E>;
  /** The query's data from the call's envelope; throws for an answer the page shows as a failure. */
  dataOf(envelope: Envelope<EndpointAnswerData<E>>): T;
}

/** Declares a drawn query, keeping its endpoint's and data's types. */
export function drawnQuery<E extends Endpoint, T>(query: DrawnQuery<E, T>): DrawnQuery<E, T> {
  return query;
}
