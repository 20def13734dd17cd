import { feedbackMessages } from '@site/contract';
import { cartStore, resetCart } from '@site/state';
import { beforeEach, expect, it, vi } from 'vitest';
import { addToCart } from './cart';

// The cart's calls as a chunk that cannot be downloaded (the remote's server gone since the page loaded).
vi.mock('@site/state/cart', () => {
  throw new Error('Loading chunk failed');
});

beforeEach(resetCart);

it('opens the drawer and says the request failed when the cart calls cannot be downloaded', async () => {
  await addToCart('suvasa-2g-48', 1);
  expect(cartStore.get()).toMatchObject({ open: true, status: 'error', error: feedbackMessages.apiRequestFailed });
});
