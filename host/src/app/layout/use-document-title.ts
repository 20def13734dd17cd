import { useEffect } from 'react';
import { documentTitle } from '@site/contract';

/**
 * Title and meta description of the page on every navigation in the browser (the server's HTML has
 * them already for the first page).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
