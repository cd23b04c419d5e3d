import type { MessageKey, MessageParams } from '@tradepact/shared';

/** A refusal the user should read: the HTTP status doubles as the envelope's Type. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** With a 429: how long the caller should wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** The envelope's Data, for a refusal the page acts on (the endpoint's `otherAnswers`); else null. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'commonNotFound') => new AppError(404, key);
export const forbidden = (key: MessageKey = 'commonForbidden') => new AppError(403, key);
export const unauthorized = () => new AppError(401, 'commonUnauthorized');
export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(400, key, params);
export const tooManyRequests = (
  retryAfterSeconds: number,
  key: MessageKey = 'commonTooManyRequests',
  params?: MessageParams,
) => new AppError(429, key, params, Math.max(1, Math.ceil(retryAfterSeconds)));

/** A refusal carrying Data the page acts on (declared in the endpoint's `otherAnswers`). */
export const refusalWithData = (status: number, key: MessageKey, data: unknown) =>
  new AppError(status, key, {}, undefined, data);
