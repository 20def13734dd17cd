import type { OrderingMethodName } from '@site/contract';

/**
 * A public GET of the API that a page's content is made of (the product page's item). A page module
 * names its reads as `export function reads(path: string): PageRead[]`: the host's server makes them
 * before rendering and sends their replies with the HTML, so the server's render and the browser's
 * hydration start from the same data (docs/decisions/0009-server-rendering.md).
 */
export interface PageRead {
  /** A public catalogue method (a GET anyone may make), e.g. `getItem`. */
  method: PublicReadMethod;
  params: Readonly<Record<string, string>>;
}

export type PublicReadMethod = Extract<OrderingMethodName, 'getItem' | 'getProductFilterData'>;

/** A read as made: the reply's `message`, or null where the API answered 404 (nothing by that name). */
export interface ReadReply extends PageRead {
  message: unknown;
}

/** The id of the JSON script that carries a rendered page's read replies to the browser. */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/** The product page's item (`/product-details/<item_code>`). */
export const itemRead = (itemCode: string): PageRead => ({ method: 'getItem', params: { item_code: itemCode } });

/** Every published item (Related Products, the sitemap's product pages). */
export const CATALOGUE_READ: PageRead = {
  method: 'getProductFilterData',
  params: { query_args: JSON.stringify({ page_length: 100 }) },
};
