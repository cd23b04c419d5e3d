import { skipToken, useQuery } from '@tanstack/react-query';
import { defaultTermTypeFor, type ContractType } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../../lib/http';

export const defaultTermsKey = (type: ContractType) => ['app', 'defaultTerms', type] as const;

/**
 * The default terms in force for a kind of contract (the builder's default template, a new
 * template's start); nothing for null. The terms endpoint numbers its kinds the other way round
 * (DECISIONS "Which default terms"), hence defaultTermTypeFor.
 */
export function useDefaultTerms(type: ContractType | null) {
  return useQuery({
    queryKey: defaultTermsKey(type ?? 0),
    queryFn:
      type === null
        ? skipToken
        : async ({ signal }) =>
            dataOf(
              await call(
                contractsApi.defaultTerms,
                { type: defaultTermTypeFor(type) },
                { signal, toast: false },
              ),
            ),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
