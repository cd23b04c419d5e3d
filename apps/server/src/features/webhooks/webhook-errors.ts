import { translate, type MessageKey } from '@tradepact/shared';
import type { AttemptFailure, AttemptResult } from './webhook-request.js';

/**
 * What went wrong with an attempt, as kept on the delivery: the failure's name, and for a connection
 * the system's code after a colon ('connection:ECONNREFUSED'); '' for a success. Kept as a code, not
 * words, so the page reads it in its owner's language whatever language the attempt ran in.
 */
export function attemptError(result: AttemptResult): string {
  if (!result.failure) return '';
  return result.detail ? `${result.failure}:${result.detail}` : result.failure;
}

const wordsOf: Record<AttemptFailure, MessageKey> = {
  timeout: 'webhookErrorTimeout',
  connection: 'webhookErrorConnection',
  redirect: 'webhookErrorRedirect',
  status: 'webhookErrorStatus',
  addressNotAllowed: 'webhookUrlNotAllowed',
  secretUnreadable: 'webhookErrorSecretUnreadable',
  interrupted: 'webhookErrorInterrupted',
  endpointDisabled: 'webhookErrorEndpointDisabled',
};

const isFailure = (name: string): name is AttemptFailure => Object.hasOwn(wordsOf, name);

/** A delivery's error in words, in `language` ('' when its last attempt succeeded or none was made). */
export function errorWords(error: string, responseCode: number | null, language: string): string {
  const [name = '', detail = ''] = error.split(':');
  if (!isFailure(name)) return '';
  return translate(language, wordsOf[name], { detail, code: responseCode ?? '' });
}
