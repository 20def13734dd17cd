/**
 * The catalogue names each line's picture by its artwork (`website_image`: pack-2g, pack-4g); these are
 * the account remote's copies of the marketing remote's sachet drawings, emitted as assets (fetched and
 * lazy-loaded, not carried in the JavaScript). An unknown name has no picture: the caller draws one.
 */
const packArtwork: Record<string, string> = {
  'pack-2g': new URL('./artwork/pack-2g.svg', import.meta.url).href,
  'pack-4g': new URL('./artwork/pack-4g.svg', import.meta.url).href,
};

export const packImageUrl = (websiteImage: string): string | null => packArtwork[websiteImage] ?? null;
