import { useEffect, useState } from 'react';
import { serverAssetUrl } from '@site/state';

/**
 * A pack's picture uploaded in the office (a path on the API, `/files/<name>.webp`), once the page runs in
 * the browser; null before (and on the server). The rendering server does not know the API's public origin,
 * so the page is rendered and hydrated with the pack's artwork, and the picture takes its place after.
 */
export function useUploadedPicture(path: string | null | undefined): string | null {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser && path ? serverAssetUrl(path) : null;
}
