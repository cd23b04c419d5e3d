import { useQuery } from '@tanstack/react-query';
import { signingApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../../lib/http';

export type { DocumentStatus } from '@tradepact/shared';

/**
 * GET /api/site/document: the contract a printed code names, public facts only. A refusal means the
 * code names no contract: asking again would not change that, so it is not retried.
 */
export function useDocumentStatus(code: string) {
  return useQuery({
    queryKey: ['site', 'document', code],
    queryFn: async ({ signal }) =>
      dataOf(await call(signingApi.documentStatus, { code }, { signal, toast: false })),
    retry: false,
  });
}
