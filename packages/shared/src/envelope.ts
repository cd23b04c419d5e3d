import { z } from 'zod';
import type { MessageKey } from './messages/index.js';

/**
 * Doc 1 §3/§8: every JSON answer is {Type, Content, Data}; Type 200 means success. Ours adds `Code`,
 * the catalogue key of Content, on every refusal and on the answers a page reacts to: the page
 * branches on the code, never on the text, which changes with the language.
 */
export interface Envelope<T = unknown> {
  Type: number;
  Content: string;
  Data: T;
  Code?: MessageKey;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ Type: z.number().int(), Content: z.string(), Data: data, Code: z.string().optional() });

/** True when an answer carries the catalogue message `key`. */
export function hasCode(envelope: Pick<Envelope, 'Code'>, key: MessageKey): boolean {
  return envelope.Code === key;
}

/** Success envelope answered by the server. */
export function ok<T>(data: T, content = ''): Envelope<T> {
  return { Type: 200, Content: content, Data: data };
}

export function isSuccess(envelope: Pick<Envelope, 'Type'>): boolean {
  return envelope.Type === 200;
}
