import type { AxiosRequestConfig } from 'axios';
import type { WebsiteItem } from '@site/contract';
import { errorReply, type FakeHandlers } from './fake-api';
import { SAMPLE_CATALOGUE } from './samples';

/** get_item's answer for a code the catalogue does not have. */
const NOT_FOUND = errorReply('not_found', { text: 'No such item.' }, 404);

/** get_product_filter_data's reply listing `items`, with the filters they offer. */
export const catalogueReply = (items: readonly WebsiteItem[]) => ({
  message: {
    status: 'success',
    items,
    items_count: items.length,
    filters: {
      pack_size: [...new Set(items.map((item) => item.pack_size))],
      weight_grams: [...new Set(items.map((item) => item.weight_grams))],
      variant_of: [...new Set(items.map((item) => item.variant_of))],
    },
    settings: { page_length: 100, start: 0 },
  },
});

/** The server's public catalogue methods over the seed's catalogue (SAMPLE_CATALOGUE, which the server's tests check). */
export const catalogueApi: FakeHandlers = {
  getItem: (config: AxiosRequestConfig) => {
    const code = (config.params as { item_code?: string } | undefined)?.item_code;
    const item = SAMPLE_CATALOGUE.find((entry) => entry.item_code === code);
    return item ? { message: { status: 'success', product_info: item } } : NOT_FOUND;
  },
  getProductFilterData: () => catalogueReply(SAMPLE_CATALOGUE),
};
