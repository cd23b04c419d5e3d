import type { EndpointData } from '@tradepact/shared';
import { filesApi } from '@tradepact/shared/api-routes';
import { post } from '../../../lib/http';

/**
 * POST /api/cloud/upload (multipart, field `file`): the envelope whose Data is the file id. Silent:
 * doc 3 §8 drops a failed schedule upload without a word.
 */
export function uploadAttachment(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  // The table types the answer; the multipart body is the one input `call()` does not describe.
  return post<EndpointData<typeof filesApi.upload>>(filesApi.upload.path, form, { toast: false });
}
