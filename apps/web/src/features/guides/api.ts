import { useQuery } from '@tanstack/react-query';
import type { EndpointData } from '@tradepact/shared';
import { contentApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';
import { drawnQuery } from '../../prerender/drawnQuery';
import { drawnAnswerOptions } from '../../prerender/drawnState';

export type { HowWeWorkItem } from '@tradepact/shared';

/** The how-we-work problems with the default clauses in force (public). */
export const howWeWorkQuery = drawnQuery({
  queryKey: ['site', 'howwework'],
  endpoint: contentApi.howWeWork,
  input: undefined,
  dataOf,
});

export function useHowWeWork() {
  return useQuery({
    queryKey: howWeWorkQuery.queryKey,
    // The clauses change when the operator publishes new terms, seldom, as the blog's articles.
    staleTime: 5 * 60_000,
    ...drawnAnswerOptions<EndpointData<typeof contentApi.howWeWork>>(howWeWorkQuery.queryKey),
    queryFn: async ({ signal }) =>
      howWeWorkQuery.dataOf(
        await call(howWeWorkQuery.endpoint, howWeWorkQuery.input, { signal, toast: false }),
      ),
  });
}
