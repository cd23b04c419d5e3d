import type { FastifyBaseLogger } from 'fastify';
import { wordsOfHtml, writingHelpLimits, type Language, type WritingHelpKind } from '@tradepact/shared';
import type { Config } from '../../config/config.js';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { accountLanguage } from '../auth/user-info.js';
import { countCall } from './daily-limits.js';
import { checkSpellingLocally } from './local-spell-check.js';
import { improvePrompt, spellCheckPrompt } from './prompts.js';
import { isHtml, sanitizeSuggestion } from './suggestion-html.js';
import { languageOfText } from './text-language.js';
import type { WritingModel } from './writing-model.js';

/**
 * The writing help of doc 3 §7 through our server: improve needs a model (a configured provider);
 * the spell check uses it when there is one and the local dictionary otherwise. Every answer is
 * sanitised before it reaches the page.
 */
export function writingHelpService(
  db: Queryable,
  settings: Config['writingHelp'],
  model: WritingModel | undefined,
  clock: () => Date = () => new Date(),
) {
  /** Refuses a text over the word limit, then counts the call on the account's day. */
  async function admit(userId: string, text: string): Promise<void> {
    const words = wordsOfHtml(text);
    if (words > writingHelpLimits.words) {
      throw new AppError(400, 'writingHelpTooLong', {
        words: words.toLocaleString('en-CA'),
        limit: writingHelpLimits.words.toLocaleString('en-CA'),
      });
    }
    await countCall(db, userId, text.length, settings, clock());
  }

  /**
   * The language the text is checked and answered in: its own when its words clearly say (an English
   * scope typed into a Quebec client's French contract), else the page's (the contract's in the
   * builder), else the account's.
   */
  async function languageFor(userId: string, text: string, pageLanguage: Language | undefined) {
    return languageOfText(text) ?? pageLanguage ?? (await accountLanguage(db, userId));
  }

  /**
   * Asks the model; any failure (an error status, a timeout, an empty or all-stripped answer) is the
   * spec's refusal. The log names the failure only: never the text, nor the provider's message,
   * which can quote the key.
   */
  async function ask(
    chosen: WritingModel,
    instructions: string,
    text: string,
    log: FastifyBaseLogger,
  ): Promise<string> {
    let answer: string;
    try {
      answer = sanitizeSuggestion(await chosen.complete(instructions, text), isHtml(text));
    } catch (error) {
      log.warn({ provider: failureOf(error) }, 'the writing help provider failed');
      throw new AppError(502, 'aiSuggestionsFailed');
    }
    if (wordsOfHtml(answer) === 0) {
      log.warn({ provider: { reason: 'empty answer' } }, 'the writing help provider failed');
      throw new AppError(502, 'aiSuggestionsFailed');
    }
    return answer;
  }

  return {
    options() {
      return { Improve: model !== undefined, SpellCheck: true };
    },

    async improve(
      userId: string,
      text: string,
      kind: WritingHelpKind,
      pageLanguage: Language | undefined,
      log: FastifyBaseLogger,
    ) {
      if (!model) throw new AppError(404, 'writingHelpNotOffered');
      if (wordsOfHtml(text) === 0) return { Text: text };
      await admit(userId, text);
      const language = await languageFor(userId, text, pageLanguage);
      return { Text: await ask(model, improvePrompt(kind, language), text, log) };
    },

    async spellCheck(
      userId: string,
      text: string,
      pageLanguage: Language | undefined,
      log: FastifyBaseLogger,
    ) {
      if (wordsOfHtml(text) === 0) return { Text: text };
      await admit(userId, text);
      const language = await languageFor(userId, text, pageLanguage);
      const checked = model
        ? await ask(model, spellCheckPrompt(language), text, log)
        : sanitizeSuggestion(await checkSpellingLocally(text, language), isHtml(text));
      return { Text: checked };
    },
  };
}

/** What the log keeps of a provider failure: its kind and HTTP status, nothing it quoted. */
function failureOf(error: unknown): { reason: string; status?: number } {
  if (!(error instanceof Error)) return { reason: 'unknown' };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  return status === undefined ? { reason: error.name } : { reason: error.name, status };
}
