import { skipToken, useQuery } from '@tanstack/react-query';
import { projectsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../../lib/http';

export type { Project } from '@tradepact/shared';

export const projectKey = (id: string) => ['app', 'project', id] as const;

/** One project to edit (none for a new one). The page shows a failure itself. */
export function useProject(id: string | null) {
  return useQuery({
    queryKey: projectKey(id ?? ''),
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => dataOf(await call(projectsApi.read, { id }, { signal, toast: false })),
    staleTime: 0,
    // The form holds the user's edits; a background refetch must not look like it reset them.
    refetchOnWindowFocus: false,
  });
}
