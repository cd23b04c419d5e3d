import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  NoSuchKey,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Config } from '../config/config.js';
import type { FileStorage } from './storage.js';

/** An S3-compatible bucket (AWS, MinIO, R2…), chosen when S3_BUCKET is set. */
export function s3Storage(settings: NonNullable<Config['s3']>): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default checksum sends a stream as aws-chunked with a trailing checksum, which AWS
    // decodes but not every S3-compatible service does: s3rver, for one, stores the chunk framing as
    // the file. Another service (S3_ENDPOINT) gets a plain body, checked by TLS and Content-Length.
    requestChecksumCalculation: settings.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  return {
    kind: 's3',
    location: `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async putFile(key, localPath, contentType) {
      // A stream of known length goes up in one PUT without being read into memory.
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined;
        throw error;
      }
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        // In Node the SDK answers the body as the HTTP response stream itself.
        return answer.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async *list(folder) {
      // A thousand keys a page: the listing never holds the whole bucket in memory.
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: settings.bucket, Prefix: folder },
      )) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
    },
  };
}
