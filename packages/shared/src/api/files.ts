import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * Stored files (doc 1 §7). Only the upload answers the JSON envelope: downloads and resized images
 * answer the bytes, so they stand outside the table (the server's routes-outside-api-table.ts).
 */
export const filesApi = {
  upload: endpoint({
    method: 'POST',
    path: '/api/cloud/upload',
    summary: 'Upload one file (multipart field "file"); answers its id',
    access: 'signedIn',
    keyScope: null,
    data: z.uuid(),
  }),
};
