import { useQuery } from '@tanstack/react-query';
import type { EndpointData, SignerResponse, SigningContract, SigningEnglish } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { ApiError, call, dataOf, post, toQueryString, unreachableType } from '../../lib/http';

export type { SignerResponse, SigningContract, SigningEnglish };

/**
 * A schedule's file, answered as bytes under the signing key. It is opened as a plain link, so the
 * phone shows the PDF or image in its own viewer; it is not in the API table, which holds envelope
 * routes.
 */
export const schedulePath = '/api/app/contract/schedule';

export function scheduleHref(code: string, slot: number): string {
  return `${schedulePath}${toQueryString({ code, slot })}`;
}

/** The PDF exactly as it was sent, for the recipient to keep or print before signing. */
export function signerPdfHref(code: string): string {
  return `/api/app/contract/signerpdf${toQueryString({ code })}`;
}

export const signingContractKey = (code: string) => ['signing', 'contract', code] as const;

/**
 * The contract a key opens (doc 3 §7 preview3). Read once: the server records each opening as a view,
 * and once signed the key no longer opens it, so nothing refetches it.
 */
export function useSigningContract(code: string) {
  return useQuery({
    queryKey: signingContractKey(code),
    queryFn: async ({ signal }) => {
      const answer = await call(signingApi.preview, { code }, { signal, toast: false });
      // A contract that opens with a code answers 403 with what the code card says: a refusal here.
      if (answer.Type !== 200 || !('Body' in answer.Data)) throw new ApiError(answer);
      return answer.Data;
    },
    staleTime: Infinity,
  });
}

/**
 * Under the key of a contract an amendment replaced: the same reader's key of the version sent since,
 * or null (issue 32 §1: an old link leads to the new version). Asked only once the key was refused so.
 */
export function useNewVersionKey(code: string, superseded: boolean) {
  return useQuery({
    queryKey: ['signing', 'newVersion', code],
    queryFn: async ({ signal }) =>
      dataOf(await call(signingApi.newVersion, { code }, { signal, toast: false })).Key,
    enabled: superseded,
    staleTime: Infinity,
  });
}

/**
 * The server refused the key (wrong, used, cancelled, superseded or expired): its message is all the
 * page may show. Not a refusal: the server could not be reached or failed, which a retry may mend.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.type !== unreachableType && error.type < 500;
}

/** POST /api/app/contract/signature?code= (multipart, field `file`): Data is the signature's reference. */
export function uploadSignature(code: string, png: Blob) {
  const form = new FormData();
  form.append('file', png, 'signature.png');
  // The table types the answer; the multipart body is the one input `call()` does not describe.
  return post<EndpointData<typeof signingApi.signatureUpload>>(
    `${signingApi.signatureUpload.path}${toQueryString({ code })}`,
    form,
    { toast: false },
  );
}

/** What the recipient signs with: a drawn signature (a PNG) or their full name typed. */
export type SignatureInput = { kind: 'drawn'; png: Blob } | { kind: 'typed'; name: string };

/** Uploads a drawn signature, then signs (doc 3 §4); answers the first refusal's envelope, if any. */
export async function signContract(code: string, input: SignatureInput) {
  let signature = '';
  if (input.kind === 'drawn') {
    const uploaded = await uploadSignature(code, input.png);
    if (uploaded.Type !== 200) return uploaded;
    signature = uploaded.Data;
  }
  const typedName = input.kind === 'typed' ? input.name : '';
  return call(signingApi.sign, { code, signature, typedName }, { toast: false });
}

/**
 * Records (or takes back) the signer's express wish to be bound by the English version of a Quebec
 * contract (Charter s. 55); answers the English to read and sign, or the refusal's envelope.
 */
export function wishEnglish(code: string, wish: boolean) {
  return call(signingApi.englishWish, { code, wish }, { toast: false });
}

/**
 * Sends the contractor a request for a change (issue 32 §2); answers this signer's requests, or the
 * refusal's envelope.
 */
export function askForChange(code: string, message: string) {
  return call(signingApi.askChange, { code, message }, { toast: false });
}

/** Declines the contract, with the reason if one was given; answers this signer's answers, decline last. */
export function declineContract(code: string, reason: string) {
  return call(signingApi.decline, { code, reason }, { toast: false });
}
