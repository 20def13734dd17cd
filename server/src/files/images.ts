import { randomBytes } from 'node:crypto';
import { securityTexts } from '@site/contract';
import sharp from 'sharp';
import { ApiError } from '../http/errors';
import type { PictureStore } from './picture-store';

// Memory returns after a burst of pictures: no operation cache holding decoded images, and one
// libvips thread per picture (its default is one per core, each with its own buffers).
sharp.cache(false);
sharp.concurrency(1);

/** Judged by the bytes (sharp reads the magic number), never by the name or the Content-Type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const PUBLIC_FILES_PREFIX = '/files/';
export const STORED_FILE_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;

export interface ImageLimits {
  maxPixels: number;
  maxDimension: number;
  /** Pictures decoded at once; more wait in a short queue, and past it are refused (503). */
  concurrentDecodes: number;
}

export interface ImageDecoder {
  /** `refusal`: what a picture that is not one is told (the profile's text by default). */
  reencode(input: Buffer, refusal?: string): Promise<Buffer>;
}

/**
 * Re-encodes pictures at most `concurrentDecodes` at a time: a burst of large
 * pictures costs the memory of that many decodes, not of the whole burst. Up to 8 per slot wait;
 * beyond that the upload is refused with 503 and Retry-After, rather than queued without end.
 */
export function createImageDecoder(limits: ImageLimits): ImageDecoder {
  const maxWaiting = limits.concurrentDecodes * 8;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < limits.concurrentDecodes) {
      running++;
      return;
    }
    if (waiting.length >= maxWaiting)
      throw new ApiError(503, 'server_error', securityTexts.tooBusy, { retryAfterSeconds: 5 });
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async reencode(input, refusal) {
      await acquire();
      try {
        return await reencodeProfileImage(input, limits, refusal);
      } finally {
        release();
      }
    },
  };
}

const PROFILE_REFUSAL = 'The profile image must be a JPEG, PNG or WebP picture.';

/**
 * Markup or script carried inside a picture's bytes (in a comment, a metadata chunk or after the
 * image's end) makes it a polyglot: a file that is also a page or a script to a browser that
 * sniffs it. Such a file is refused, not cleaned. The chance of these byte sequences turning up
 * by accident in compressed image data is negligible (about 2⁻⁵⁰ per byte).
 */
const ACTIVE_CONTENT = /<(?:script|html|svg|iframe|object|embed|body)\b|<\?php|javascript:/i;

/** Checks an uploaded picture and re-encodes it to WebP, dropping metadata and anything hidden in it. */
export async function reencodeProfileImage(
  input: Buffer,
  limits: Pick<ImageLimits, 'maxPixels' | 'maxDimension'>,
  refusal = PROFILE_REFUSAL,
): Promise<Buffer> {
  const unsupported = () => new ApiError(415, 'unsupported_media', refusal);
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

/** Stores the picture under a random name, never reused, and returns its public path. */
export async function storeImage(pictures: PictureStore, image: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  await pictures.put(name, image);
  return `${PUBLIC_FILES_PREFIX}${name}`;
}

/** Removes a stored picture by its public path; a missing one is fine. */
export async function removeImage(pictures: PictureStore, publicPath: string) {
  const name = publicPath.startsWith(PUBLIC_FILES_PREFIX) ? publicPath.slice(PUBLIC_FILES_PREFIX.length) : '';
  if (STORED_FILE_NAME.test(name)) await pictures.remove(name);
}
