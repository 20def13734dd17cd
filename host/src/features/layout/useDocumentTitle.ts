import { useEffect } from 'react';
import { site } from '@site/shared/site';

/** `<page> | <brand>`, or the brand alone when the route has no title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.brandName}` : site.brandName;
  }, [title]);
}
