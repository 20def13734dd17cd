import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where profile pictures live, by their stored name (`<random>.webp`): this process's folder, the
 * embedded default, or an S3-compatible bucket every instance shares.
 */
export interface PictureStore {
  put(name: string, content: Buffer): Promise<void>;
  /** The picture's bytes, or null when there is no such picture. */
  get(name: string): Promise<Buffer | null>;
  /** Removes a picture; one that is already gone is fine. */
  remove(name: string): Promise<void>;
  /** Throws, saying why, when the store cannot take a picture now (readiness). */
  check(): Promise<void>;
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO); null: AWS itself, by region. */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export function folderPictureStore(dir: string): PictureStore {
  return {
    async put(name, content) {
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a picture.
      const partial = path.join(dir, `${name}.partial`);
      await writeFile(partial, content, { flag: 'wx', mode: 0o644 });
      await rename(partial, path.join(dir, name));
    },
    get: (name) => readFile(path.join(dir, name)).catch(() => null),
    remove: (name) => unlink(path.join(dir, name)).catch(() => undefined),
    async check() {
      await access(dir, constants.W_OK).catch(() => {
        throw new Error('the picture folder is not writable');
      });
    },
  };
}

export function s3PictureStore(settings: S3Settings): PictureStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible stores differ in the optional ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  return {
    async put(name, content) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: content, ContentType: 'image/webp' }));
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(name) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: Error) => {
        throw new Error(`the picture bucket ${Bucket} is not reachable (${error.name})`);
      });
    },
  };
}
