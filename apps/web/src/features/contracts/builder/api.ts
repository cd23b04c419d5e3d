import { skipToken, useQuery } from '@tanstack/react-query';
import type { ContractType, EndpointInput } from '@tradepact/shared';
import { contractLifeApi, contractsApi, templatesApi } from '@tradepact/shared/api-routes';
import { call, dataOf, postForFile } from '../../../lib/http';
import { refreshSubscriptionStatus } from '../../billing/useSubscriptionStatus';

export type {
  ContractAttachment,
  ContractDetail,
  ContractForm,
  CustomTerm,
  DefaultTerm,
  Payment,
} from '@tradepact/shared';

/** The body of savedraft and preview (doc 3 §3, "Save and create request"). */
export type ContractSaveBody = EndpointInput<typeof contractsApi.saveDraft>;
/** The body of create and update: the save body with the personal message of Send's last check. */
export type ContractSendBody = EndpointInput<typeof contractLifeApi.create>;

/**
 * The preview as a PDF (beyond doc 3 §7): the same body as preview, answered as application/pdf
 * bytes, so it stands outside the API table.
 */
export const previewPdfPath = '/api/app/contract/previewpdf';
export const previewPdfFallbackName = 'contract.pdf';

export const contractKey = (id: string) => ['app', 'contract', id] as const;
export const templatesKey = (type: ContractType) => ['app', 'templates', type] as const;

const once = { staleTime: 0, refetchOnWindowFocus: false } as const;

/** A contract to edit (none on the create screens). The page shows a failure itself. */
export function useContract(id: string | null) {
  return useQuery({
    queryKey: contractKey(id ?? ''),
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => dataOf(await call(contractsApi.read, { id }, { signal, toast: false })),
    ...once,
  });
}

/** The contractor's clause templates of one contract type (the template dropdown). */
export function useTemplates(type: ContractType | null) {
  return useQuery({
    queryKey: templatesKey(type ?? 0),
    queryFn:
      type === null
        ? skipToken
        : async ({ signal }) => dataOf(await call(templatesApi.readList, { type }, { signal, toast: false })),
    ...once,
  });
}

/** The server's expiry for an offer whose work starts on `date` (doc 3 §9); null when it failed. */
export async function readDefaultExpiry(date: string): Promise<string | null> {
  const answer = await call(contractsApi.expiredTime, { date }, { toast: false });
  return answer.Type === 200 ? answer.Data.slice(0, 10) : null;
}

export function saveDraft(body: ContractSaveBody) {
  return call(contractsApi.saveDraft, body, { toast: false });
}

export function previewContract(body: ContractSaveBody) {
  return call(contractsApi.preview, body, { toast: false });
}

/**
 * Doc 3 §4, §7: sends the contract. A new one goes to `create` (its Token names the draft a save in
 * this builder made); an opened contract to `update` by its Id, which amends it once it was sent.
 */
export async function sendContract(body: ContractSendBody, opened: boolean) {
  const answer =
    opened && body.Id
      ? await call(contractLifeApi.update, { ...body, Id: body.Id }, { toast: false })
      : await call(contractLifeApi.create, body, { toast: false });
  // A send or an amendment counts against the month's quota: My Projects' usage is read again.
  if (answer.Type === 200) refreshSubscriptionStatus();
  return answer;
}

export function previewPdf(body: ContractSaveBody) {
  return postForFile(previewPdfPath, body, previewPdfFallbackName, { toast: false });
}

export { useDefaultTerms } from '../clauses/useDefaultTerms';
