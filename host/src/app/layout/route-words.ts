import { DEFAULT_LANGUAGE } from '@site/contract/languages';
import { catalogueOf, type SiteWords, translatorOf } from '@site/state';
import { pageWordId } from '@site/state/routes';
import type { RouteHandle } from './layout';

/**
 * A route's title and description in the page's language. In English, the routes table's: a remote's
 * `routes.json` is the source of its English words, and a release that retitles a page changes them there.
 * In another language, its remote's `page.<path>.title` and `.description`, or the routes table's English
 * when the remote's catalogue lacks them (or is not held).
 * The same on the server (the head tags) and in the browser (the title at each navigation).
 */
export function routeWords(
  handle: RouteHandle | undefined,
  words: SiteWords,
): { title: string | undefined; description: string | undefined } {
  if (!handle) return { title: undefined, description: undefined };
  const catalogue =
    handle.remote === undefined || words.language === DEFAULT_LANGUAGE ? undefined : catalogueOf(words, handle.remote);
  const say = (part: 'title' | 'description', english: string | undefined) => {
    const id = pageWordId(handle.path ?? '', part);
    return catalogue && Object.hasOwn(catalogue, id) ? translatorOf(words.language, catalogue)(id) : english;
  };
  return { title: say('title', handle.title), description: say('description', handle.description) };
}
