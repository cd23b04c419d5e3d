import { z } from 'zod';

/** Doc 1 §3/§8: every JSON answer is {Type, Content, Data}; Type 200 means success. */
export interface Envelope<T = unknown> {
  Type: number;
  Content: string;
  Data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ Type: z.number().int(), Content: z.string(), Data: data });

/** Token pair answered by the sign-in calls (doc 1 §3). */
export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
  AccessExpires: string;
}

/** Success envelope answered by the server. */
export function ok<T>(data: T, content = ''): Envelope<T> {
  return { Type: 200, Content: content, Data: data };
}

export function isSuccess(envelope: Pick<Envelope, 'Type'>): boolean {
  return envelope.Type === 200;
}
