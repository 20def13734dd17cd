import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ApiError } from '../http/errors';

/** Judged by the bytes (sharp reads the magic number), never by the name or the Content-Type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const PUBLIC_FILES_PREFIX = '/files/';
export const STORED_FILE_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;

export interface ImageLimits {
  maxPixels: number;
  maxDimension: number;
}

const unsupported = () =>
  new ApiError(415, 'unsupported_media', 'The profile image must be a JPEG, PNG or WebP picture.');

/**
 * Markup or script carried inside a picture's bytes (in a comment, a metadata chunk or after the
 * image's end) makes it a polyglot: a file that is also a page or a script to a browser that
 * sniffs it. Such a file is refused, not cleaned. The chance of these byte sequences turning up
 * by accident in compressed image data is negligible (about 2⁻⁵⁰ per byte).
 */
const ACTIVE_CONTENT = /<(?:script|html|svg|iframe|object|embed|body)\b|<\?php|javascript:/i;

/** Checks an uploaded picture and re-encodes it to WebP, dropping metadata and anything hidden in it. */
export async function reencodeProfileImage(input: Buffer, limits: ImageLimits): Promise<Buffer> {
  // latin1 maps each byte to one character, so the pattern sees the raw bytes.
  if (ACTIVE_CONTENT.test(input.toString('latin1'))) throw unsupported();
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const, animated: false };
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: limits.maxDimension, height: limits.maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}

/** Stores the picture under a random name (written aside, then renamed) and returns its public path. */
export async function storeImage(uploadDir: string, image: Buffer): Promise<{ publicPath: string; filePath: string }> {
  await mkdir(uploadDir, { recursive: true });
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  const filePath = path.join(uploadDir, name);
  const partial = `${filePath}.partial`;
  await writeFile(partial, image, { flag: 'wx', mode: 0o644 });
  await rename(partial, filePath);
  return { publicPath: `${PUBLIC_FILES_PREFIX}${name}`, filePath };
}

/** Removes a stored picture by its public path; a missing file is fine. */
export async function removeImage(uploadDir: string, publicPath: string) {
  const name = publicPath.startsWith(PUBLIC_FILES_PREFIX) ? publicPath.slice(PUBLIC_FILES_PREFIX.length) : '';
  if (!STORED_FILE_NAME.test(name)) return;
  await unlink(path.join(uploadDir, name)).catch(() => undefined);
}
