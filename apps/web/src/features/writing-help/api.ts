import { useQuery } from '@tanstack/react-query';
import type { Language, WritingHelpKind } from '@tradepact/shared';
import { writingHelpApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

/** What the writing help can do for the text: improve its wording (AI), or check its spelling. */
export type WritingHelpAction = 'improve' | 'spellCheck';

export const writingHelpOptionsKey = ['app', 'writingHelp', 'options'] as const;

/**
 * Which help the server offers (Improve needs a configured provider). Asked once per session: it
 * changes only when the server is configured anew. A failure offers nothing, silently: the fields
 * work without the buttons.
 */
export function useWritingHelpOptions() {
  return useQuery({
    queryKey: writingHelpOptionsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(writingHelpApi.options, undefined, { signal, toast: false })),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Asks the server for a suggestion; the flow shows a failure itself. `language` is the one the page
 * writes the text in (the contract's), when it knows it: the server falls back to the account's.
 */
export function askSuggestion(
  action: WritingHelpAction,
  text: string,
  kind: WritingHelpKind,
  language: Language | undefined,
) {
  return action === 'improve'
    ? call(writingHelpApi.improve, { text, kind, language }, { toast: false })
    : call(writingHelpApi.spellCheck, { text, language }, { toast: false });
}
