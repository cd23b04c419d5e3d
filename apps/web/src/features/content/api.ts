import { useQuery } from '@tanstack/react-query';
import { contentApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { call, dataOf } from '../../lib/http';

export type { AcceptableContent, TermChange } from '@tradepact/shared';

/** The EULA in force in the page's language: switching the language reads it in the new one. */
export function usePublicEula() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['site', 'eula', i18n.language],
    queryFn: async ({ signal }) =>
      dataOf(await call(contentApi.publishedEula, undefined, { signal, toast: false })),
  });
}
