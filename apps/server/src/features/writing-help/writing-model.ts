import OpenAI from 'openai';
import type { Config } from '../../config/config.js';

/** A language model that works on a text under instructions and answers the new text. */
export interface WritingModel {
  /** Throws on any failure, an empty answer included. */
  complete(instructions: string, text: string): Promise<string>;
}

/** Doc 3 §7: the spec's calls use temperature 1.3. */
export const temperature = 1.3;

/**
 * An OpenAI-compatible chat completions provider (DeepSeek by default) through the `openai`
 * package: the instructions as the system message, the contractor's text alone as the user message.
 * No retry: the contractor is waiting on a loader, and a retry would double the cost of a slow call.
 */
export function openAiModel(provider: NonNullable<Config['writingHelp']['provider']>): WritingModel {
  const client = new OpenAI({
    apiKey: provider.apiKey,
    baseURL: provider.baseUrl,
    timeout: provider.timeoutMs,
    maxRetries: 0,
    // The package's own log would bypass ours; failures are logged by the service.
    logLevel: 'off',
  });
  return {
    async complete(instructions, text) {
      const completion = await client.chat.completions.create({
        model: provider.model,
        temperature,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: text },
        ],
      });
      const answer = completion.choices[0]?.message.content?.trim();
      if (!answer) throw new Error('the provider answered no text');
      return answer;
    },
  };
}
