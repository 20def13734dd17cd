import path from 'node:path';
import { z } from 'zod';
import { broken, DATA_DIR, inServerFolder, integer, optionalText, settings, text, verbatim } from '../settings';

/** The pictures: their folder or an S3-compatible bucket, and the bounds of an upload. */
export const fileConfig = settings({
  dataDir: DATA_DIR,
  uploadDir: ['UPLOAD_DIR', verbatim],
  bucket: {
    name: ['S3_BUCKET', optionalText],
    endpoint: ['S3_ENDPOINT', optionalText],
    region: ['S3_REGION', text('us-east-1')],
    accessKeyId: ['S3_ACCESS_KEY_ID', optionalText],
    secretAccessKey: ['S3_SECRET_ACCESS_KEY', optionalText],
  },
  upload: {
    maxBytes: ['UPLOAD_MAX_BYTES', integer(5 * 1024 * 1024, 1)],
    maxPixels: ['UPLOAD_MAX_PIXELS', integer(4096 * 4096, 1)],
    maxDimension: ['UPLOAD_MAX_DIMENSION', integer(1024, 16)],
    concurrentDecodes: ['UPLOAD_CONCURRENT_DECODES', integer(2, 1)],
  },
}).transform(({ dataDir, uploadDir, bucket, upload }, context) => {
  const { accessKeyId, secretAccessKey, endpoint } = bucket;
  const rules = [
    !accessKeyId !== !secretAccessKey && 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    !!endpoint && !/^https?:\/\//.test(endpoint) && 'S3_ENDPOINT must be an http(s) URL',
  ];
  if (broken(context, rules)) return z.NEVER;
  return {
    /** The picture folder: where pictures live unless `pictureBucket` is set. */
    uploadDir: inServerFolder(uploadDir ?? path.join(dataDir, 'uploads')),
    /** An S3-compatible bucket for pictures, shared by every instance; null: `uploadDir`. */
    pictureBucket: bucket.name
      ? {
          bucket: bucket.name,
          endpoint: endpoint ?? null,
          region: bucket.region,
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
        }
      : null,
    upload,
  };
});
