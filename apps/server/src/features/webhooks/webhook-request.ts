import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { addressNotAllowedCode, guardedLookup, isPublicAddress, urlShapeAllowed } from './webhook-address.js';

/** Why an attempt failed, kept on the delivery (`error`) and worded for its owner when listed. */
export type AttemptFailure =
  | 'timeout'
  | 'connection'
  | 'redirect'
  | 'status'
  | 'addressNotAllowed'
  | 'secretUnreadable'
  | 'interrupted'
  | 'endpointDisabled';

/** How an attempt went: the status answered, if any; no failure means a 2xx. */
export interface AttemptResult {
  status: number | null;
  failure?: AttemptFailure;
  /** The system's code of a connection that failed (ECONNREFUSED…), for the owner to look up. */
  detail?: string;
}

export interface WebhookPost {
  url: URL;
  headers: Record<string, string>;
  body: string;
  /** Production: only public addresses, checked on the address connected to. */
  production: boolean;
  timeoutMs: number;
}

/** What is read of an answer: its status matters, its body is drained up to this and dropped. */
const maxAnswerBytes = 64 * 1024;

/**
 * POSTs a delivery once. Redirects are never followed (a 3xx is a failure: the endpoint must answer
 * itself), the whole exchange is cut at `timeoutMs`, and in production the socket only connects to an
 * address the look-up found public, checked again once connected. Never throws: every way it can go
 * is an AttemptResult.
 */
export async function postWebhook(post: WebhookPost): Promise<AttemptResult> {
  if (!urlShapeAllowed(post.url, post.production)) return { status: null, failure: 'addressNotAllowed' };
  const send = post.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(post.timeoutMs);
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let request: ClientRequest;
    try {
      request = send(post.url, {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        signal,
        // A fresh connection each time: its address is the one checked.
        agent: false,
        ...(post.production && { lookup: guardedLookup }),
      });
    } catch (error) {
      settle(failureOf(error, signal));
      return;
    }
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const address = socket.remoteAddress ?? '';
        if (post.production && !isPublicAddress(address)) {
          request.destroy(
            Object.assign(new Error(`connected to ${address}`), { code: addressNotAllowedCode }),
          );
        }
      });
    });
    request.on('error', (error) => settle(failureOf(error, signal)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const result: AttemptResult =
        status >= 200 && status < 300
          ? { status }
          : { status, failure: status >= 300 && status < 400 ? 'redirect' : 'status' };
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > maxAnswerBytes) {
          settle(result);
          response.destroy();
        }
      });
      response.on('end', () => settle(result));
      response.on('error', () => settle(result));
      response.on('close', () => settle(result));
    });
    request.end(post.body);
  });
}

function failureOf(error: unknown, signal: AbortSignal): AttemptResult {
  if (signal.aborted) return { status: null, failure: 'timeout' };
  const code = (error as { code?: unknown }).code;
  if (code === addressNotAllowedCode) return { status: null, failure: 'addressNotAllowed' };
  return {
    status: null,
    failure: 'connection',
    detail: typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'ERROR',
  };
}
