import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/files/picture-store';

export interface TestBucket {
  settings: S3Settings;
  /** The server's S3_* variables for this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, speaking S3's HTTP protocol over a temporary folder) on a free
 * loopback port, with one new bucket: what MinIO is in docker-compose.yml, without a binary to install.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: 'pictures',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's own fixed key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const admin = new S3Client({
    ...settings,
    endpoint: settings.endpoint!,
    forcePathStyle: true,
    credentials: settings.credentials!,
  });
  await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  admin.destroy();
  return {
    settings,
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
