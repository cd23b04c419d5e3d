import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { languages } from '../messages/index.js';
import { writingHelpLimits } from '../writing-help.js';

/** What the text is: the scope of services, or a clause (of a contract or a template). */
export const writingHelpKinds = ['scope', 'clause'] as const;
export type WritingHelpKind = (typeof writingHelpKinds)[number];

/**
 * The text to improve or check: the clause HTML of the builder (or plain text), at most
 * `writingHelpLimits.words` words (counted by the server, which answers the spec's refusal).
 */
const textSchema = z.string().max(writingHelpLimits.characters);

/**
 * The language the page writes the text in: the contract's in the builder. The server checks and
 * answers in the text's own language when its words clearly say, else this one, else the account's.
 */
const languageSchema = z.enum(languages, { error: 'languageUnknown' }).optional();

/** A suggestion: HTML holding only the builder's clause tags, and `<span style="color:red">` marks. */
const suggestionSchema = z.object({ Text: z.string() });

/** AI wording help and spell check through our server (doc 3 §1, §4, §7, §8; the key stays here). */
export const writingHelpApi = {
  options: endpoint({
    method: 'GET',
    path: '/api/app/ai/options',
    summary: 'Which writing help the server offers (improve needs a configured provider)',
    access: 'signedIn',
    keyScope: null,
    data: z.object({ Improve: z.boolean(), SpellCheck: z.boolean() }),
  }),
  improve: endpoint({
    method: 'POST',
    path: '/api/app/ai/improve',
    summary: 'Better wording for a scope of services or a clause, keeping its meaning, amounts and dates',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ text: textSchema, kind: z.enum(writingHelpKinds), language: languageSchema }),
    data: suggestionSchema,
  }),
  spellCheck: endpoint({
    method: 'POST',
    path: '/api/app/ai/spellcheck',
    summary:
      "The text with its corrections marked in red, in the text's language (Canadian English or French)",
    access: 'signedIn',
    keyScope: null,
    body: z.object({ text: textSchema, language: languageSchema }),
    data: suggestionSchema,
  }),
};
