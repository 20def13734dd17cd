import type { AxiosRequestConfig } from 'axios';
import type { FakeHandlers } from './fake-api';
import { SAMPLE_CATALOGUE } from './samples';

/** get_item's answer for a code the catalogue does not have. */
const NOT_FOUND = { status: 404, body: { message: { status: 'error', reason: 'not_found', text: 'No such item.' } } };

/** The server's public catalogue methods over the seed's catalogue (SAMPLE_CATALOGUE, which the server's tests check). */
export const catalogueApi: FakeHandlers = {
  getItem: (config: AxiosRequestConfig) => {
    const code = (config.params as { item_code?: string } | undefined)?.item_code;
    const item = SAMPLE_CATALOGUE.find((entry) => entry.item_code === code);
    return item ? { message: { status: 'success', product_info: item } } : NOT_FOUND;
  },
  getProductFilterData: () => ({ message: { status: 'success', items: SAMPLE_CATALOGUE } }),
};
