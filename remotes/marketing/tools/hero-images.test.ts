import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_FILE, HERO_DIR, HERO_FORMATS, HERO_MANIFEST_FILE, HERO_WIDTHS, heroFileName, sha256, type HeroManifest } from './hero-images';

const manifest = JSON.parse(readFileSync(HERO_MANIFEST_FILE, 'utf8')) as HeroManifest;

describe('the committed hero images', () => {
  it('were drawn from the current banner.svg (run npx tsx remotes/marketing/tools/hero-images.ts)', () => {
    expect(manifest.source).toBe(sha256(readFileSync(BANNER_FILE)));
  });

  it('are every width in both formats, each file as generated, and nothing else', () => {
    const expected = HERO_WIDTHS.flatMap((width) => HERO_FORMATS.map((format) => heroFileName(width, format))).sort();
    expect(Object.keys(manifest.files).sort()).toEqual(expected);
    for (const name of expected) {
      const file = path.join(HERO_DIR, name);
      expect(existsSync(file), name).toBe(true);
      expect(sha256(readFileSync(file)), name).toBe(manifest.files[name]);
    }
    expect(readdirSync(HERO_DIR).sort()).toEqual([...expected, 'manifest.json'].sort());
  });
});
