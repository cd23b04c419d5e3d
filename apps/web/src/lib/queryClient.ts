import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache. No automatic retries: the HTTP client already reports each failure to the
 * user, and a retry would report it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
