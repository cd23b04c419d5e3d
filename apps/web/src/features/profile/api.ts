import { useQuery } from '@tanstack/react-query';
import { limits, type Business, type EndpointData } from '@tradepact/shared';
import { filesApi, profileApi } from '@tradepact/shared/api-routes';
import { call, dataOf, post, type RequestOptions } from '../../lib/http';
import { setStored } from '../../lib/storage';

export type { Business, BusinessCategory } from '@tradepact/shared';

/** Resized images answer bytes, not the envelope: they stand outside the shared API table. */
export const imagesPath = '/api/cloud/images';

/** An image of the caller's files, resized on the server (doc 1 §7), whole image kept ("max"). */
export function imageUrl(id: string, size: number = limits.defaultImageSize): string {
  const query = new URLSearchParams({ width: String(size), height: String(size), rmode: 'max' });
  return `${imagesPath}/${encodeURIComponent(id)}?${query.toString()}`;
}

export const businessKey = ['app', 'business'] as const;

/** Reads the business and keeps it on the device (doc 1 §3). The page shows a failure itself. */
export async function readBusiness(options: RequestOptions = {}): Promise<Business> {
  const business = dataOf(await call(profileApi.read, undefined, { toast: false, ...options }));
  if (!business) throw new Error('The business profile answer was empty.');
  setStored('business', { ...business });
  return business;
}

export function useBusiness() {
  return useQuery({
    queryKey: businessKey,
    queryFn: ({ signal }) => readBusiness({ signal }),
    staleTime: 0,
    // The form holds the user's edits; a background refetch must not look like it reset them.
    refetchOnWindowFocus: false,
  });
}

/** POST /api/cloud/upload (multipart, field `file`): answers the envelope whose Data is the file id. */
export function uploadFile(file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  // The table types the answer; the multipart body is the one input `call()` does not describe.
  return post<EndpointData<typeof filesApi.upload>>(filesApi.upload.path, form, { toast: false });
}

/** "data:image/png;base64,…" → Blob (what the signature pad exports). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'image/png';
  const body = dataUrl.slice(comma + 1);
  if (!header.includes(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
