import { useQuery } from '@tanstack/react-query';
import { limits } from '@tradepact/shared';
import { dataOf, get, post, type RequestOptions } from '../../lib/http';
import { setStored } from '../../lib/storage';

/** The calls of docs/api/profile.md and the file calls of doc 1 §7. */
export const profileApi = {
  read: '/api/app/business/read',
  update: '/api/app/business/update',
  upload: '/api/cloud/upload',
  images: '/api/cloud/images',
} as const;

export interface BusinessCategory {
  Id: string | number;
  Name: string;
}

/** `Data` of GET /api/app/business/read and PUT /api/app/business/update. */
export interface Business {
  Id: string;
  UserId: string;
  Name: string;
  GstNumber: string;
  /** Logo file id, '' when none. */
  Photo: string;
  FirstName: string;
  LastName: string;
  Address: string;
  Unit: string;
  City: string;
  Province: string;
  PostalCode: string;
  Fax: string;
  Phone: string;
  PhoneExtension: string;
  Email: string;
  AltFirstName: string;
  AltLastName: string;
  AltPhone: string;
  AltEmail: string;
  SamePhone: boolean;
  SameEmail: boolean;
  /** Signature file id, '' when none. */
  Signature: string;
  Comments: string;
  Categories: BusinessCategory[];
  CreatedDate: string | null;
  UpdatedDate: string | null;
}

/** An image of the caller's files, resized on the server (doc 1 §7), whole image kept ("max"). */
export function imageUrl(id: string, size: number = limits.defaultImageSize): string {
  const query = new URLSearchParams({ width: String(size), height: String(size), rmode: 'max' });
  return `${profileApi.images}/${encodeURIComponent(id)}?${query.toString()}`;
}

export const businessKey = ['app', 'business'] as const;

/** Reads the business and keeps it on the device (doc 1 §3). The page shows a failure itself. */
export async function readBusiness(options: RequestOptions = {}): Promise<Business> {
  const business = dataOf(
    await get<Business | null>(profileApi.read, undefined, { toast: false, ...options }),
  );
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
  return post<string>(profileApi.upload, form, { toast: false });
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
