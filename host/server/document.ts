import type { Language } from '@site/contract/languages';
import { firstPaintLoaderElement } from './first-paint-loader';

/**
 * The HTML document of a page: the host's built index.html (its scripts and preloads, from the build)
 * with the server's render put in. Done with fixed markers of that template, checked once at start,
 * so a template that lost one fails at start rather than serving a page without its content.
 */
const MARKERS = {
  html: '<html lang="en">',
  title: /<title>[^<]*<\/title>/,
  headEnd: '</head>',
  root: '<div id="root"></div>',
  noscript: /<noscript>[\s\S]*?<\/noscript>/,
  /** The build's entry script and the preload of what it reads first: asked for after the first paint instead. */
  entryScript: /<script defer src="([^"]+)"><\/script>/,
  remotesPreload: /<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/,
} as const;

export interface DocumentParts {
  /** The page's language: `<html lang>`. */
  language: Language;
  /** Attributes of `<html>` besides lang, e.g. `data-theme`; values are escaped here. */
  htmlAttributes: Record<string, string>;
  /** Title, meta and structured-data tags (already escaped). */
  head: string;
  /** `<style>` elements of the render. */
  styles: string;
  /** The inside of `#root`. */
  body: string;
  /** Data elements after `#root` (the page's read replies), already escaped; empty for none. */
  data?: string;
  /**
   * Whether the page's content is in the HTML. When it is not (an account page, a remote that could
   * not be rendered) the template's `<noscript>` note stays: without JavaScript nothing would show.
   */
  pageRendered: boolean;
}

export interface DocumentTemplate {
  render(parts: DocumentParts): string;
}

export function parseDocumentTemplate(template: string): DocumentTemplate {
  for (const [name, marker] of Object.entries(MARKERS)) {
    const found = typeof marker === 'string' ? template.includes(marker) : marker.test(template);
    if (!found) throw new Error(`the host's index.html has lost its ${name} marker (${String(marker)})`);
  }
  // A rendered page needs no script for its first paint: the loader asks for them once it is painted.
  const entry = MARKERS.entryScript.exec(template)![1]!;
  const preload = MARKERS.remotesPreload.exec(template)![1]!;
  const page = template
    .replace(MARKERS.remotesPreload, '')
    .replace(MARKERS.entryScript, () => firstPaintLoaderElement(escapeAttribute(entry), escapeAttribute(preload)));
  return {
    render(parts) {
      const attributes = Object.entries(parts.htmlAttributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      let html = page
        .replace(MARKERS.html, `<html lang="${escapeAttribute(parts.language)}"${attributes}>`)
        .replace(MARKERS.title, () => parts.head)
        .replace(MARKERS.headEnd, () => `${parts.styles}</head>`)
        .replace(MARKERS.root, () => `<div id="root">${parts.body}</div>${parts.data ?? ''}`);
      if (parts.pageRendered) html = html.replace(MARKERS.noscript, '');
      return html;
    },
  };
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
