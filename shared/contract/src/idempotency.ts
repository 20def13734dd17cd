/** Optional request header of `create_website_inquiry`: the same key never stores twice and gets the first reply back. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
