import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { AcceptableContent, TermChange } from '@tradepact/shared';

export function usePublicEula() {
  return useQuery({
    queryKey: ['site', 'eula'],
    queryFn: async ({ signal }) =>
      dataOf(await call(contentApi.publishedEula, undefined, { signal, toast: false })),
  });
}
