import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { HowWeWorkItem } from '@tradepact/shared';

/** The how-we-work problems with the default clauses in force (public). */
export function useHowWeWork() {
  return useQuery({
    queryKey: ['site', 'howwework'],
    queryFn: async ({ signal }) =>
      dataOf(await call(contentApi.howWeWork, undefined, { signal, toast: false })),
  });
}
