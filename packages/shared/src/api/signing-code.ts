import { z } from 'zod';
import { languages } from '../messages/index.js';
import { signingCodeRules } from '../signing-code.js';
import { endpoint } from './endpoint.js';

/** A signing key, as the signing page's `key` carries it (as signing.ts's). */
const signingKey = z
  .string()
  .trim()
  .min(1, { error: 'signingKeyInvalid' })
  .max(200, { error: 'signingKeyInvalid' });

/**
 * Issue 32 §4: what every key endpoint answers (403 'signingCodeRequired') for a contract sent with a
 * code before opening, until this browser entered the right one: what the page's code card says.
 */
export const signingCodeNeededSchema = z.object({
  /** Who protects the contract: "{business} protects this contract with a code." */
  BusinessName: z.string(),
  /** The signer's mobile number as the card shows it: •••-•••-0199. */
  Phone: z.string(),
  /** The language the contract was sent in: the card speaks it unless the reader chose another. */
  Language: z.enum(languages),
  /** Whether a code sent to this signer can still be entered: a page loaded again asks for it. */
  CodeSent: z.boolean(),
  /** Seconds before another code may be sent; 0 when one may be sent now. */
  ResendSeconds: z.number().int(),
});
export type SigningCodeNeeded = z.infer<typeof signingCodeNeededSchema>;

export const signingCodeSentSchema = z.object({
  Phone: z.string(),
  ResendSeconds: z.number().int(),
});
export type SigningCodeSent = z.infer<typeof signingCodeSentSchema>;

/** The code a signer types from the text: its six digits (spaces left out). */
const textedCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${signingCodeRules.digits}}$`), { error: 'signingCodeFormat' }));

/** The code texted before a contract opens (issue 32 §4, docs/api/signing.md). */
export const signingCodeApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/app/contract/sendcode',
    summary:
      "Texts a 6-digit code to the mobile number of a key's signer, for a contract sent with a code before opening (one a minute, five an hour)",
    access: 'public',
    body: z.object({ code: signingKey }),
    data: signingCodeSentSchema,
  }),
  check: endpoint({
    method: 'POST',
    path: '/api/app/contract/checkcode',
    summary:
      'Checks the texted code: the right one lets this browser open the key for 12 hours (an HttpOnly cookie); five wrong ones void it',
    access: 'public',
    body: z.object({ code: signingKey, textedCode: textedCodeSchema }),
    data: z.null(),
  }),
};
