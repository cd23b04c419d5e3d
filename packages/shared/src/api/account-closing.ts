import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { verificationChoicesSchema } from './auth.js';

/** What the closing dialog asks for: the password, unless the account signs in with Google or Apple only. */
export const closingAskSchema = z.object({ HasPassword: z.boolean() });
export type ClosingAsk = z.infer<typeof closingAskSchema>;

/** Closing the account (issue 18 §4): what is deleted, what is kept and for how long, in the EULA. */
export const accountClosingApi = {
  closingAsk: endpoint({
    method: 'GET',
    path: '/api/identity/closeaccount',
    summary: 'What closing the account asks for: the password (false for a Google or Apple account)',
    access: 'signedIn',
    keyScope: null,
    data: closingAskSchema,
  }),
  closeAccount: endpoint({
    method: 'POST',
    path: '/api/identity/closeaccount',
    summary:
      'Close the account: 203 asks for a code first; then every session ends, personal data goes, signed contracts stay detached',
    access: 'signedIn',
    keyScope: null,
    body: z.object({
      password: z.string().max(200).optional(),
      account: z.string().trim().max(300).optional(),
      token: z.string().trim().max(10).optional(),
    }),
    data: z.null(),
    otherAnswers: { 203: verificationChoicesSchema },
  }),
};
