import { skipToken, useQuery } from '@tanstack/react-query';
import { defaultTermTypeFor, languageOf, type ContractType, type Language } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { call, dataOf } from '../../../lib/http';

export const defaultTermsKey = (type: ContractType, language: Language) =>
  ['app', 'defaultTerms', type, language] as const;

/**
 * The default terms in force for a kind of contract (the builder's default template, a new
 * template's start), in `language` (a contract's: a French contract starts from the French clauses),
 * else in the page's; nothing for null. The terms endpoint numbers its kinds the other way round
 * (DECISIONS "Which default terms"), hence defaultTermTypeFor.
 */
export function useDefaultTerms(type: ContractType | null, language?: Language) {
  const { i18n } = useTranslation();
  const written = language ?? languageOf(i18n.language);
  return useQuery({
    queryKey: defaultTermsKey(type ?? 0, written),
    queryFn:
      type === null
        ? skipToken
        : async ({ signal }) =>
            dataOf(
              await call(
                contractsApi.defaultTerms,
                { type: defaultTermTypeFor(type), language: written },
                { signal, toast: false },
              ),
            ),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
