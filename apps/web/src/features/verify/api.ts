import { useMutation } from '@tanstack/react-query';
import type { EndpointData } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { dataOf, post } from '../../lib/http';

export type { VerifyAnswer } from '@tradepact/shared';

/**
 * POST /api/site/verify (multipart, field `file`): whether the PDF is exactly a sealed contract, with
 * its SHA-256. The page shows a refusal itself, so no toast.
 */
export function verifyPdf(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  // The table types the answer; the multipart body is the one input `call()` does not describe.
  return post<EndpointData<typeof signingApi.verify>>(signingApi.verify.path, form, { toast: false });
}

/** Checks one file; the answer (or the refusal, as an ApiError) and the file checked are the mutation's. */
export function useVerifyPdf() {
  return useMutation({ mutationFn: async (file: File) => dataOf(await verifyPdf(file)) });
}
