import { afterAll } from 'vitest';
import { fileStorageContract } from '../../test/file-storage-contract.js';
import { startS3Server } from '../../test/s3-server.js';
import { s3Storage } from './s3.js';

const bucket = await startS3Server();
afterAll(() => bucket.stop());

fileStorageContract('S3 bucket', () => s3Storage(bucket.settings));
