import {
  isSilentMessage,
  limits,
  requestedWithHeader,
  sessionPaths,
  type Endpoint,
  type EndpointAnswerData,
  type EndpointData,
  type EndpointInput,
  type Envelope,
  type PageMessageKey,
} from '@tradepact/shared';
import type { authApi } from '@tradepact/shared/api-routes';
import { i18n } from '../i18n';
import { navigateTo } from './navigation';
import { endSession } from './session';
import { getStored, setStored } from './storage';
import { toastError } from './toast';

/**
 * The API client (doc 1 §7/§8). Every answer is the {Type, Content, Data} envelope; Data is only
 * meaningful when Type is 200. The client never throws for a server answer or a network failure
 * (it answers an envelope), only when the caller aborts.
 */

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  /** Aborts the request (TanStack Query passes one). An aborted request rejects. */
  signal?: AbortSignal;
  /** Set to false when the page shows the failure itself. Default true. */
  toast?: boolean;
}

/** Type of the envelope answered when the server could not be reached or did not answer in time. */
export const unreachableType = 0;

export const signInPath = '/login';

/** Sign-in calls answer 401 for wrong credentials: no refresh is attempted for them. */
const sessionlessPaths = new Set(Object.values(sessionPaths).map(lower));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Answer<R> {
  status: number;
  /** The body as the request's reader read it: the envelope, or a file. */
  body: R;
  /** The access token the request carried. */
  sentToken: string | undefined;
}

/** Reads an answer's body: the envelope of an API call, or the bytes of a file route. */
type Reader<R> = (response: Response) => Promise<R>;

class TimeoutError extends Error {}

function lower(path: string) {
  return path.toLowerCase();
}

/** GET payload → "?a=1&b=2"; null and undefined values are left out, arrays repeat the name. */
export function toQueryString(params?: QueryParams): string {
  if (!params) return '';
  const search = new URLSearchParams();
  const add = (name: string, value: QueryValue) => {
    if (value === null || value === undefined) return;
    search.append(name, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value as readonly QueryValue[]) add(name, item);
    else add(name, value as QueryValue);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Omit<Envelope<unknown>, 'Code'> & { Code?: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { Type?: unknown }).Type === 'number'
  );
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    body = null;
  }
  if (isEnvelope(body)) {
    // A key's shape, not a loaded key: a public page has only its part of the messages, and the
    // answer's Code (a key of the whole catalogue) is what the page branches on, its Content the words.
    const code =
      typeof body.Code === 'string' && /^\w+$/.test(body.Code) ? { Code: body.Code as PageMessageKey } : {};
    return { Type: body.Type, Content: body.Content ?? '', Data: (body.Data ?? null) as T, ...code };
  }
  const type = response.ok ? 500 : response.status;
  return { Type: type, Content: i18n.t('ui:errors.badAnswer'), Data: null as T };
}

/** One HTTP exchange, bounded by the 60-second timeout, body included. */
async function attempt<R>(
  method: Method,
  path: string,
  payload: unknown,
  signal: AbortSignal | undefined,
  read: Reader<R>,
  withToken = true,
): Promise<Answer<R>> {
  // The custom header marks the request as this site's own (the server's CSRF check, http/csrf.ts).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
    [requestedWithHeader.name]: requestedWithHeader.value,
  };
  const sentToken = withToken ? getStored('token')?.AccessToken || undefined : undefined;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;

  let url = path;
  let body: BodyInit | undefined;
  if (method === 'GET') {
    url += toQueryString(payload as QueryParams | undefined);
  } else if (payload instanceof FormData) {
    body = payload;
  } else if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError()), limits.requestTimeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    return { status: response.status, body: await read(response), sentToken };
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutError && !signal?.aborted) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for new tokens (POST /api/auth/refreshToken). Concurrent
 * callers share one exchange. Answers false when there is no refresh token or the server refuses;
 * a network failure rejects (the session is kept).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const token = getStored('token');
    if (!token?.RefreshToken) return false;
    // Typed by the table, which is not imported here: see sessionPaths.
    type Refresh = typeof authApi.refreshToken;
    const input: EndpointInput<Refresh> = { refreshToken: token.RefreshToken };
    const { body: envelope } = await attempt(
      'POST',
      sessionPaths.refreshToken,
      input,
      undefined,
      readEnvelope<EndpointData<Refresh> | null>,
      false,
    );
    if (envelope.Type !== 200 || !envelope.Data?.AccessToken) return false;
    setStored('token', { ...token, ...envelope.Data });
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Ends the session a refused request was sent with. When the request was sent with none (a signed-in
 * page's query running once more as it is left after signing out), or this device already holds
 * another session, or none (it signed out while the request was in flight), the refusal has nothing
 * left to end, and the page goes where it was going.
 */
function signOutToLogin(sentToken: string | undefined) {
  if (sentToken === undefined || getStored('token')?.AccessToken !== sentToken) return;
  endSession();
  navigateTo(signInPath);
}

function report(envelope: Envelope<unknown>, options: RequestOptions) {
  if (options.toast === false) return;
  if (envelope.Type > 200 && envelope.Content && !isSilentMessage(envelope.Code)) {
    toastError(envelope.Content);
  }
}

/**
 * Sends a request and reads its answer with `read`, renewing the session once on HTTP 401;
 * `envelopeOf` picks the envelope out of what was read, for the 401 and the error toast.
 */
async function exchange<R>(
  method: Method,
  path: string,
  payload: unknown,
  options: RequestOptions,
  read: Reader<R>,
  envelopeOf: (body: R) => Envelope<unknown>,
): Promise<R | Envelope<never>> {
  const { signal } = options;
  try {
    let answer = await attempt(method, path, payload, signal, read);
    if (answer.status === 401 && !sessionlessPaths.has(lower(path))) {
      // Another request may already have renewed the token this one was sent with.
      const stored = getStored('token')?.AccessToken;
      const renewed = Boolean(stored) && stored !== answer.sentToken;
      if (!renewed && !(await refreshSession())) {
        signOutToLogin(answer.sentToken);
        return answer.body;
      }
      answer = await attempt(method, path, payload, signal, read);
      if (answer.status === 401) {
        signOutToLogin(answer.sentToken);
        return answer.body;
      }
    }
    report(envelopeOf(answer.body), options);
    return answer.body;
  } catch (error) {
    if (signal?.aborted) throw error;
    const content = i18n.t(error instanceof TimeoutError ? 'ui:errors.timeout' : 'ui:errors.network');
    if (options.toast !== false) toastError(content);
    return { Type: unreachableType, Content: content, Data: null as never };
  }
}

function request<T>(
  method: Method,
  path: string,
  payload: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return exchange(method, path, payload, options, readEnvelope<T>, (envelope) => envelope);
}

/**
 * Calls an endpoint of the shared API table (`@tradepact/shared`'s `<feature>Api`) with its query
 * (GET) or body: the input and the answer's Data are typed by the table the server routes from.
 * Data is the 200's, or, for an endpoint with other answers (a 203), one of theirs: check Type first.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  options?: RequestOptions,
): Promise<Envelope<EndpointAnswerData<E>>> {
  return request<EndpointAnswerData<E>>(endpoint.method, endpoint.path, input, options);
}

export function get<T>(path: string, query?: QueryParams, options?: RequestOptions): Promise<Envelope<T>> {
  return request<T>('GET', path, query, options);
}

export function post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>> {
  return request<T>('POST', path, body, options);
}

export function put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>> {
  return request<T>('PUT', path, body, options);
}

export function del<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>> {
  return request<T>('DELETE', path, body, options);
}

/** A non-200 envelope, thrown by `dataOf` so that TanStack Query sees the failure. */
export class ApiError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.Content || i18n.t('ui:errors.unknown'));
    this.name = 'ApiError';
  }

  get type(): number {
    return this.envelope.Type;
  }
}

/** Data of a successful envelope; throws ApiError otherwise. For query functions. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.Type !== 200) throw new ApiError(envelope);
  return envelope.Data;
}

/** A file a route answered: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** What a file route answers: the file, or the envelope of a refusal (or of a failed exchange). */
export type FileAnswer = { file: DownloadedFile } | { envelope: Envelope<null> };

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

async function readFile(response: Response, fallbackName: string): Promise<FileAnswer> {
  if (!response.ok) return { envelope: await readEnvelope<null>(response) };
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return { file: { blob: await response.blob(), fileName } };
}

/**
 * POSTs `body` as JSON to a route that answers a file's bytes rather than the envelope (a PDF
 * download), with the session's token, renewing it as `call()` does. A refusal answers its envelope
 * and shows the error toast unless `options.toast` is false; like `call()`, it never throws for a
 * server answer or a network failure.
 */
export async function postForFile(
  path: string,
  body: unknown,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<FileAnswer> {
  const answer = await exchange(
    'POST',
    path,
    body,
    options,
    (response) => readFile(response, fallbackName),
    (read) => ('envelope' in read ? read.envelope : { Type: 200, Content: '', Data: null }),
  );
  return 'Type' in answer ? { envelope: answer } : answer;
}
