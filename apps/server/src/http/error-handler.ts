import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { en, limits, type MessageKey } from '@tradepact/shared';
import { AppError } from './app-error.js';

/** Sends the {Type, Content, Data} envelope with the HTTP status as Type. */
export function sendError(reply: FastifyReply, status: number, content: string, data: unknown = null) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ Type: status, Content: content, Data: data });
}

function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

/** The first problem of a failed schema check, in words a user can act on. */
function validationContent(request: FastifyRequest, error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return request.t('commonInvalidField', {
      field: error.validationContext ?? 'request',
      reason: error.message,
    });
  }
  const [first] = error.validation;
  if (!first) return request.t('commonInvalidField', { field: 'request', reason: error.message });
  const reason = first.message ?? error.message;
  if (isMessageKey(reason)) return request.t(reason);
  const field =
    first.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
  return request.t('commonInvalidField', { field, reason });
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const statusKeys: Partial<Record<number, MessageKey>> = {
  401: 'commonUnauthorized',
  403: 'commonForbidden',
  404: 'commonNotFound',
  409: 'commonConflict',
  429: 'commonTooManyRequests',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.status, request.t(error.messageKey, error.params));
    }
    if (error.validation) {
      return sendError(reply, 400, validationContent(request, error));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify's bodyLimit: a JSON (or other non-upload) body past limits.maxRequestBodyBytes.
      const maxMb = megabytes(limits.maxRequestBodyBytes);
      return sendError(reply, 413, request.t('commonRequestTooLarge', { maxMb }));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, 413, request.t('fileTooLarge', { maxMb: megabytes(limits.maxUploadBytes) }));
    }
    if (status >= 400 && status < 500) {
      const key = statusKeys[status];
      // Fastify's own 4xx messages (bad JSON, wrong content type) are plain and safe to show.
      return sendError(reply, status, key ? request.t(key) : error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, request.t('commonServerError', { requestId: request.id }));
  });
}
