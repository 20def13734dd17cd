import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_READ, resetCart, useCartOpen } from '@site/state';
import { createQueryClient, seedPageReads } from '@site/state/query';
import { callsTo, catalogueApi, catalogueReply, type FakeHandlers, fakeApi, renderWithProviders } from '@site/testing';
import { SAMPLE_CART, SAMPLE_CATALOGUE } from '@site/testing/samples';
import en from '../../locales/en.json';
import gu from '../../locales/gu.json';
import hi from '../../locales/hi.json';
import ProductsPage, { reads } from './products-page';

/** Whether the cart drawer is open (the shared cart's state the host's drawer follows). */
function CartProbe() {
  return <output data-testid="cart">{String(useCartOpen())}</output>;
}

/** The catalogue with the 4 g pack of 48 sold out, and the guest cart's pricing that Add to Cart calls. */
const soldOutCode = 'suvasa-4g-48';
const catalogue = SAMPLE_CATALOGUE.map((item) =>
  item.item_code === soldOutCode ? { ...item, in_stock: false, stock_qty: 0 } : item,
);
const shopApi: FakeHandlers = {
  ...catalogueApi,
  getProductFilterData: () => catalogueReply(catalogue),
  priceGuestCart: () => ({ message: SAMPLE_CART }),
};

const renderPage = () =>
  renderWithProviders(
    <>
      <ProductsPage />
      <CartProbe />
    </>,
    { path: '/products' },
  );

/** Each pack's card, once the catalogue is shown. */
async function cards() {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article');
}

describe('ProductsPage', () => {
  beforeEach(() => {
    act(() => resetCart());
    fakeApi(shopApi);
  });

  it('lists every published pack, by product, with its picture, price, MRP, stock and its own page', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Products');
    const packs = await cards();
    expect(packs.map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      SAMPLE_CATALOGUE.map((item) => `${item.item_code}-name`),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Suvasa Pan Masala 2g',
      'Suvasa Pan Masala 4g',
    ]);

    const featured = within(packs[0]!);
    expect(featured.getByRole('heading', { level: 3 })).toHaveTextContent('Suvasa Pan Masala 2g – Pack of 48');
    expect(featured.getByRole('link')).toHaveAttribute('href', '/product-details');
    expect(featured.getByRole('img', { name: 'Suvasa Pan Masala 2 g sachet, front' })).toBeInTheDocument();
    expect(featured.getByText('48 sachets × 2 g')).toBeInTheDocument();
    expect(featured.getByText('₹480.00')).toBeInTheDocument();
    expect(featured.getByText('₹650.00').closest('s')).not.toBeNull();
    expect(featured.getByText('26% off')).toBeInTheDocument();
    expect(featured.getByText('In Stock')).toBeInTheDocument();

    const fourGram = within(packs[4]!);
    expect(fourGram.getByRole('link')).toHaveAttribute('href', '/product-details/suvasa-4g-24');
    expect(fourGram.getByText('₹600.00')).toBeInTheDocument();
    expect(fourGram.getByText('₹800.00').closest('s')).not.toBeNull();

    const soldOut = within(packs[3]!);
    expect(soldOut.getByText('Out of Stock')).toBeInTheDocument();
    expect(soldOut.queryByText('In Stock')).toBeNull();
    expect(soldOut.getByRole('button', { name: 'Add to Cart: Suvasa Pan Masala 4g, Pack of 48' })).toBeDisabled();
    expect(screen.getAllByText('In Stock')).toHaveLength(5);
    expect(screen.getByRole('note', { name: 'Statutory warning' })).toBeInTheDocument();
  });

  it('Add to Cart puts one of that pack in the shared cart and opens it', async () => {
    const { user } = renderPage();
    await cards();
    expect(screen.getByTestId('cart')).toHaveTextContent('false');
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Suvasa Pan Masala 4g, Pack of 24' }));
    expect(screen.getByTestId('cart')).toHaveTextContent('true');
    await waitFor(() =>
      expect(callsTo('priceGuestCart').map((options) => (options?.body as { items: unknown }).items)).toEqual([
        [{ item_code: 'suvasa-4g-24', qty: 1 }],
      ]),
    );
  });

  it('says it is loading, then, when the read fails, says so and Retry reads again', async () => {
    let failing = true;
    fakeApi({
      ...shopApi,
      getProductFilterData: (config) => (failing ? 'network-failure' : shopApi.getProductFilterData!(config)),
    });
    const { user } = renderPage();
    expect(screen.getByText(en['catalogue.loading'])).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent(en['catalogue.loadFailed']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Products');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cards()).toHaveLength(SAMPLE_CATALOGUE.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing is on sale', async () => {
    fakeApi({ ...shopApi, getProductFilterData: () => catalogueReply([]) });
    renderPage();
    expect(await screen.findByText(en['catalogue.empty'])).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('reads the catalogue, and renders at once, with no call, from the reply the server rendered it with', () => {
    expect(reads()).toEqual([CATALOGUE_READ]);
    const queryClient = createQueryClient();
    seedPageReads(queryClient, [{ ...CATALOGUE_READ, message: { status: 'success', items: catalogue } }]);
    renderWithProviders(<ProductsPage />, { path: '/products', queryClient });
    expect(screen.getAllByRole('article')).toHaveLength(SAMPLE_CATALOGUE.length);
    expect(callsTo('getProductFilterData')).toEqual([]);
  });
});

describe('ProductsPage in Hindi and Gujarati', () => {
  it.each([
    ['hi', hi, '48 पाउच × 2 ग्राम', '26% की छूट'],
    ['gu', gu, '48 પાઉચ × 2 ગ્રામ', '26% ની છૂટ'],
  ] as const)('says the page in %s, with the API’s pack names and the figures', (language, words, sachets, off) => {
    fakeApi(shopApi);
    const queryClient = createQueryClient();
    seedPageReads(queryClient, [{ ...CATALOGUE_READ, message: { status: 'success', items: catalogue } }]);
    renderWithProviders(<ProductsPage />, { path: '/products', queryClient, language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words['products.title']);
    const featured = within(screen.getAllByRole('article')[0]!);
    expect(featured.getByText(sachets)).toBeInTheDocument();
    expect(featured.getByText('₹480.00')).toBeInTheDocument();
    expect(featured.getByText(off)).toBeInTheDocument();
    expect(featured.getByText(words['stock.in'])).toBeInTheDocument();
    expect(screen.getAllByText(words['stock.out'])).toHaveLength(1);
    expect(
      screen.getByRole('button', {
        name: `${words['cart.add']}: Suvasa Pan Masala 4g, ${words['pack.label'].replace('{count}', '24')}`,
      }),
    ).toBeEnabled();
    expect(screen.getByRole('note', { name: words['warning.label'] })).toHaveTextContent(words['warning.statutory']);
  });
});
