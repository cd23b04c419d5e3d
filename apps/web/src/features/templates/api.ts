import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CustomTermCreate } from '@tradepact/shared';
import { templatesApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export { useDefaultTerms } from '../contracts/clauses/useDefaultTerms';

export type { CustomTerm, DefaultTerm } from '@tradepact/shared';

/** Every cached list of templates starts so, the builder's dropdowns (one per type) included. */
export const templatesKey = ['app', 'templates'] as const;

/** The contractor's templates, newest first. The page shows a failure itself. */
export function useTemplateList() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(templatesApi.readList, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

/** Creates a template, or saves the one `id` names. The page shows a refusal itself. */
export function saveTemplate(body: CustomTermCreate, id: string | null) {
  return id === null
    ? call(templatesApi.create, body, { toast: false })
    : call(templatesApi.update, { ...body, Id: id }, { toast: false });
}

export function deleteTemplate(id: string) {
  return call(templatesApi.delete, [id], { toast: false });
}

/** After a change: every list of templates reloads when next shown, the shown ones now. */
export function reloadTemplates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: templatesKey });
}
