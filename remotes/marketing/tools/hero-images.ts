/**
 * The home page's hero as responsive raster images: AVIF and WebP of the banner artwork at each
 * width of its srcset (src/assets/artwork.ts), into src/assets/hero/, with a manifest of what they
 * were made from. The files are committed (AVIF encoding takes a minute on our machines, too long
 * for every build); run this again after changing banner.svg, a test fails until then:
 *
 *   npx tsx remotes/marketing/tools/hero-images.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets');
export const BANNER_FILE = path.join(ASSETS_DIR, 'banner.svg');
export const HERO_DIR = path.join(ASSETS_DIR, 'hero');
export const HERO_MANIFEST_FILE = path.join(HERO_DIR, 'manifest.json');

/** The banner's own size, its aspect ratio kept at every width. */
const BANNER_WIDTH = 560;
/** 480: a phone at 1×-1.25×; 720: a phone at ~1.75× (Lighthouse's Moto G Power) or desktop at 1.5×; 960: desktop at 2×. */
export const HERO_WIDTHS = [480, 720, 960] as const;
export const HERO_FORMATS = ['avif', 'webp'] as const;
const ENCODING = { avif: { quality: 55, effort: 4 }, webp: { quality: 80, effort: 6 } } as const;

export interface HeroManifest {
  /** sha256 of banner.svg the images were drawn from. */
  source: string;
  encoding: typeof ENCODING;
  /** File name → sha256 of its bytes. */
  files: Record<string, string>;
}

export const heroFileName = (width: number, format: (typeof HERO_FORMATS)[number]) => `banner-${width}.${format}`;
export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

async function main(): Promise<void> {
  // Imported here only: the test reads the manifest without loading sharp's native code.
  const { default: sharp } = await import('sharp');
  const svg = readFileSync(BANNER_FILE);
  const files: Record<string, string> = {};
  for (const width of HERO_WIDTHS) {
    for (const format of HERO_FORMATS) {
      // Rasterised at the target width (density scales the SVG), not drawn small and enlarged.
      const image = await sharp(svg, { density: (72 * width) / BANNER_WIDTH })
        .resize(width)
        [format](ENCODING[format])
        .toBuffer();
      const name = heroFileName(width, format);
      writeFileSync(path.join(HERO_DIR, name), image);
      files[name] = sha256(image);
      console.log(`${name}: ${(image.length / 1024).toFixed(1)} KB`);
    }
  }
  const manifest: HeroManifest = { source: sha256(svg), encoding: ENCODING, files };
  writeFileSync(HERO_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
