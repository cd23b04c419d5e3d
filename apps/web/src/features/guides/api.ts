import { useQuery } from '@tanstack/react-query';
import { languageOf, type EndpointData, type Language } from '@tradepact/shared';
import { contentApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { call, dataOf } from '../../lib/http';
import { drawnQuery } from '../../prerender/drawnQuery';
import { drawnAnswerOptions } from '../../prerender/drawnState';

export type { HowWeWorkItem } from '@tradepact/shared';

/**
 * The how-we-work problems with the default clauses in force (public), in `language`: the server
 * answers in the language the call carries, so each language is its own query, and switching the
 * page's language reads the clauses in the new one.
 */
export const howWeWorkQuery = (language: Language) =>
  drawnQuery({
    queryKey: ['site', 'howwework', language],
    endpoint: contentApi.howWeWork,
    input: undefined,
    dataOf,
  });

export function useHowWeWork() {
  const { i18n } = useTranslation();
  const query = howWeWorkQuery(languageOf(i18n.language));
  return useQuery({
    queryKey: query.queryKey,
    // The clauses change when the operator publishes new terms, seldom, as the blog's articles.
    staleTime: 5 * 60_000,
    ...drawnAnswerOptions<EndpointData<typeof contentApi.howWeWork>>(query.queryKey),
    queryFn: async ({ signal }) =>
      query.dataOf(await call(query.endpoint, query.input, { signal, toast: false })),
  });
}
