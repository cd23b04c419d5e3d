import { en, type MessageKey } from '@tradepact/shared';
import { vi } from 'vitest';

export interface FetchCall {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

/** A JSON answer, as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function envelope<T>(data: T, type = 200, content = '') {
  return { Type: type, Content: content, Data: data };
}

/** The answer carrying the catalogue message `key`, as the server sends it: its text and its code. */
export function said<T = null>(key: MessageKey, type = 400, data: T = null as T) {
  return { Type: type, Content: en[key], Data: data, Code: key };
}

/** Replaces global fetch; every call is recorded (URL resolved against the page's origin). */
export function stubFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: FetchCall = {
      url: new URL(String(input), window.location.origin),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      signal: init.signal ?? undefined,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export type RouteHandler = (call: FetchCall) => Response | Promise<Response>;

/**
 * Replaces global fetch with a small API: `routes` maps "METHOD /path" (path compared without case)
 * to an answer; anything else answers an empty success envelope. Every call is recorded.
 */
export function stubApi(routes: Record<string, RouteHandler | unknown>) {
  const table = new Map(Object.entries(routes).map(([route, answer]) => [route.toLowerCase(), answer]));
  const stub = stubFetch((call) => {
    const answer = table.get(`${call.method} ${call.url.pathname}`.toLowerCase());
    if (answer === undefined) return jsonResponse(envelope(null));
    if (typeof answer === 'function') return (answer as RouteHandler)(call);
    return jsonResponse(answer);
  });
  const callsTo = (method: string, path: string) =>
    stub.calls.filter(
      (call) => call.method === method && call.url.pathname.toLowerCase() === path.toLowerCase(),
    );
  return { ...stub, callsTo };
}
