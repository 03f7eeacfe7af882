import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/config';

/** A local S3 server (s3rver) speaking the real S3 HTTP protocol, for the object-storage tests. */
export interface LocalS3 {
  /** The S3_* variables that point a server at it (one bucket, a prefix per caller). */
  env(prefix?: string): Record<string, string>;
  config(prefix?: string): S3StorageConfig;
  close(): Promise<void>;
}

const BUCKET = 'mingle-test';
// s3rver's fixed test credentials; it checks the request signatures made with them.
const ACCESS_KEY = 'S3RVER';

export async function startLocalS3(): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'mingle-s3-')),
    resetOnClose: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: (prefix = '') => ({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_PREFIX: prefix,
    }),
    config: (prefix = '') => ({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
      prefix,
    }),
    close: () => server.close(),
  };
}
