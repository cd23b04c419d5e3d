import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type Config } from '../src/config/config.js';
import { freePort } from './free-port.js';

export interface TestS3Server {
  /** The variables that point a server at the bucket, as an operator sets them. */
  env: Record<string, string>;
  /** The same, as the configuration reads them. */
  settings: NonNullable<Config['s3']>;
  stop(): Promise<void>;
}

/** s3rver signs and checks requests with these fixed credentials. */
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible server in this process (s3rver), holding one empty bucket in a temporary folder,
 * reached through the real AWS SDK exactly as a server configured with S3_BUCKET reaches its bucket.
 */
export async function startS3Server(bucket = 'tradepact-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'tp-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    ...credentials,
  };
  const settings = loadConfig({ NODE_ENV: 'test', ...env }).s3;
  if (!settings) throw new Error('the S3 variables did not configure a bucket');
  return {
    env,
    settings,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
