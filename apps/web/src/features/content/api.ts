import { useQuery } from '@tanstack/react-query';
import { dataOf, get } from '../../lib/http';

export interface Eula {
  /** Trusted HTML written by our server. */
  Content: string;
  Version?: number;
  PublishedDate?: string;
}

export const eulaPath = '/api/site/eula';

export function usePublicEula() {
  return useQuery({
    queryKey: ['site', 'eula'],
    queryFn: ({ signal }) => get<Eula>(eulaPath, undefined, { signal, toast: false }).then(dataOf),
  });
}
