/**
 * Draws the link-preview image (Open Graph, Twitter card) of every page: the brand, its tagline
 * and the marketing remote's banner artwork on the brand blue, 1200 × 630 as the previews expect.
 * The PNG is committed; run this again after changing the brand or the artwork:
 *
 *   npx tsx host/server/og-image.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { site } from '@site/contract';

const OG_IMAGE_FILE = fileURLToPath(new URL('../public/og-image.png', import.meta.url));
const BANNER_FILE = fileURLToPath(new URL('../../remotes/marketing/src/assets/banner.svg', import.meta.url));

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function ogImageSvg(bannerSvg: string): string {
  // The banner's own <svg> root nests as is; its x and y place it on the right-hand side.
  const banner = bannerSvg.replace('<svg ', '<svg x="680" y="80" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1976d2"/>
      <stop offset="1" stop-color="#0d47a1"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  ${banner}
  <text x="80" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="112" font-weight="700" fill="#ffffff" letter-spacing="6">${escapeXml(site.brandName.toUpperCase())}</text>
  <text x="84" y="310" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#ffffff" letter-spacing="10">PAN MASALA</text>
  <text x="84" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#e3f2fd">${escapeXml(site.tagline)}</text>
  <text x="84" y="436" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="700" fill="#c8e6c9">No tobacco · No nicotine · ${escapeXml(site.qualityStandard)}</text>
  <rect y="560" width="1200" height="70" fill="#ffffff"/>
  <text x="600" y="605" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#b71c1c">${escapeXml(site.statutoryWarning)}</text>
</svg>`;
}

async function main(): Promise<void> {
  const svg = ogImageSvg(readFileSync(BANNER_FILE, 'utf8'));
  // A palette PNG: flat colours and one gradient stay sharp at a fraction of the size.
  const info = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toFile(OG_IMAGE_FILE);
  console.log(`${OG_IMAGE_FILE}: ${info.width} × ${info.height}, ${Math.round(info.size / 1024)} KB`);
}

await main();
