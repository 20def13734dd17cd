import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURED_ITEM_CODE, site } from '@site/contract';
import { Route, Routes } from 'react-router-dom';
import { CATALOGUE_READ, itemRead, type ReadReply, resetCart, useCartOpen, useShownPageHead } from '@site/state';
import { NOT_FOUND_TITLE } from '@site/ui';
import { createQueryClient, seedPageReads } from '@site/state/query';
import {
  callsTo,
  catalogueApi as sharedCatalogueApi,
  type FakeHandlers,
  fakeApi,
  renderWithProviders as renderWithSiteProviders,
} from '@site/testing';
import { SAMPLE_CART, SAMPLE_CATALOGUE, sampleItemOf } from '@site/testing/samples';
import { Gallery, type GalleryImage } from './components/gallery';
import en from '../../locales/en.json';
import gu from '../../locales/gu.json';
import hi from '../../locales/hi.json';
import { wordsIn } from '../../test/words';
import ProductPage, { head, reads, sitemap } from './product-page';

/** Whether the cart drawer is open (the shared cart's state the host's drawer follows). */
function CartProbe() {
  const open = useCartOpen();
  return <output data-testid="cart">{JSON.stringify({ open })}</output>;
}

const cartOpen = () => (JSON.parse(screen.getByTestId('cart').textContent ?? '{}') as { open: boolean }).open;
/** The visitor's lines the cart sent to the server to be priced, call by call. */
const pricedLines = () => callsTo('priceGuestCart').map((options) => (options?.body as { items: unknown }).items);

function renderWithProviders(ui: React.ReactNode) {
  return renderWithSiteProviders(
    <>
      {ui}
      <CartProbe />
    </>,
    { path: '/product-details' },
  );
}

/** The catalogue, and the guest cart's pricing Add to Cart and Buy Now call. */
const catalogueApi: FakeHandlers = { ...sharedCatalogueApi, priceGuestCart: () => ({ message: SAMPLE_CART }) };

/** The replies the host's server would render `/product-details/<itemCode>` with. */
const repliesFor = (itemCode: string): ReadReply[] => [
  { ...itemRead(itemCode), message: { status: 'success', product_info: sampleItemOf(itemCode) } },
  { ...CATALOGUE_READ, message: { status: 'success', items: SAMPLE_CATALOGUE } },
];

/** The product page once its item is read (the loading state gone). */
async function renderProductPage() {
  const rendered = renderWithProviders(<ProductPage />);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('region', { name: 'Related Products' });
  return rendered;
}

const images = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({ src: `/image-${index + 1}.svg`, alt: `Picture ${index + 1}` }));

const visibleThumbnails = () =>
  screen
    .getAllByRole('button', { name: /^Show image/ })
    .map((button) => button.getAttribute('aria-label')?.split(':')[0]);

/** The four thumbnails the strip shows when it starts at image `first` of six. */
const thumbnailsFrom = (first: number) => Array.from({ length: 4 }, (_, offset) => `Show image ${first + offset} of 6`);

describe('Gallery', () => {
  it.each([1, 4])('shows no scroll arrows with %i images', (count) => {
    renderWithProviders(<Gallery images={images(count)} label="Pictures" />);
    expect(screen.queryByRole('button', { name: 'Next images' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous images' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(count);
  });

  it('shows four thumbnails and arrows with more than four images, and the arrows scroll the strip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images(6)} label="Pictures" />);
    const previous = screen.getByRole('button', { name: 'Previous images' });
    const next = screen.getByRole('button', { name: 'Next images' });
    expect(visibleThumbnails()).toEqual(thumbnailsFrom(1));
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(visibleThumbnails()).toEqual(thumbnailsFrom(2));
    await user.click(next);
    expect(visibleThumbnails()).toEqual(thumbnailsFrom(3));
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(visibleThumbnails()[0]).toBe('Show image 2 of 6');
  });

  it('shows the chosen thumbnail as the main picture', async () => {
    renderWithProviders(<Gallery images={images(6)} label="Pictures" />);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 6: Picture 3' }));
    expect(screen.getByRole('img', { name: 'Picture 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3 of 6: Picture 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('ProductPage', () => {
  beforeEach(() => {
    act(() => resetCart());
    fakeApi(catalogueApi);
  });

  it('shows the spec’s product facts, the breadcrumb and the statutory warning, read from the catalogue', async () => {
    await renderProductPage();
    expect(callsTo('getItem').map((options) => options?.params)).toEqual([{ item_code: FEATURED_ITEM_CODE }]);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Our Product', 'Pan Masala', '2g']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pack of 48');
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('4 reviews', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('₹480.00')[0]).toBeInTheDocument();
    expect(screen.getAllByText('₹650.00')[0]!.closest('s')).not.toBeNull();
    expect(screen.getAllByText('26% off')[0]).toBeInTheDocument();
    expect(screen.getByText('inc. all taxes')).toBeInTheDocument();
    expect(screen.getAllByRole('note', { name: 'Statutory warning' })[0]).toHaveTextContent(site.statutoryWarning);
    expect(screen.getAllByRole('button', { name: /^Buy Now/ })).toHaveLength(4);
  });

  it('never lets the quantity go below 1', async () => {
    const user = userEvent.setup();
    await renderProductPage();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity).toHaveValue(1);
    expect(decrease).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);
    await user.click(decrease);
    await user.click(decrease);
    expect(quantity).toHaveValue(1);

    await user.clear(quantity);
    await user.type(quantity, '-5');
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('starts at a pack’s smallest quantity and steps by its case, rounding a typed quantity up to a case', async () => {
    const user = userEvent.setup();
    const inCases = { ...sampleItemOf(FEATURED_ITEM_CODE), min_order_qty: 5, case_multiple: 4 };
    fakeApi({ ...catalogueApi, getItem: () => ({ message: { status: 'success', product_info: inCases } }) });
    await renderProductPage();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(8);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(12);
    await user.clear(quantity);
    await user.type(quantity, '13');
    await user.tab();
    expect(quantity).toHaveValue(16);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();
    expect(quantity).toHaveValue(8);

    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(pricedLines()).toEqual([[{ item_code: 'suvasa-2g-48', qty: 8 }]]));
  });

  it('Add to Cart puts the chosen quantity of this pack in the shared cart and opens it', async () => {
    const user = userEvent.setup();
    await renderProductPage();
    expect(cartOpen()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));

    expect(cartOpen()).toBe(true);
    // The catalogue's item code and the chosen quantity go to the server, which prices the cart.
    await waitFor(() => expect(pricedLines()).toEqual([[{ item_code: 'suvasa-2g-48', qty: 3 }]]));
  });

  it('Buy Now on a related product adds one of that pack and opens the cart', async () => {
    await renderProductPage();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now: Suvasa Pan Masala 4g, Pack of 24' }));
    expect(cartOpen()).toBe(true);
    await waitFor(() => expect(pricedLines()).toEqual([[{ item_code: 'suvasa-4g-24', qty: 1 }]]));
  });

  it('nutrition per 100g, in the spec’s words, has the spec’s figures and the sections collapse', async () => {
    await renderProductPage();
    const nutrition = screen.getByRole('button', { name: 'Nutrition per 100g' });
    expect(nutrition).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(nutrition);
    expect(nutrition).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Energy411.06 kcal',
      'Protein6.01 g',
      'Carbohydrate69.71 g',
      'Total sugar0 g',
      'Added sugar0 g',
      'Total fat12.2 g',
      'Saturated fat0 g',
      'Trans fat0 g',
    ]);
    const description = screen.getByRole('button', { name: 'Description' });
    expect(description).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(description);
    expect(description).toHaveAttribute('aria-expanded', 'false');
  });

  it('share icons are real share links with accessible names', async () => {
    await renderProductPage();
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    );
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      expect.stringContaining('facebook.com/sharer'),
    );
    expect(screen.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      expect.stringContaining('x.com/intent/post'),
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('renders at once, with no call, from the replies the server rendered it with', () => {
    const queryClient = createQueryClient();
    seedPageReads(queryClient, repliesFor(FEATURED_ITEM_CODE));
    renderWithSiteProviders(<ProductPage />, { path: '/product-details', queryClient });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suvasa Pan Masala 2g – Pack of 48');
    expect(screen.getAllByRole('button', { name: /^Buy Now/ })).toHaveLength(4);
    expect(callsTo('getItem')).toEqual([]);
    expect(callsTo('getProductFilterData')).toEqual([]);
  });

  it('says it is loading, then, when the read fails, says so and Retry reads again', async () => {
    let failing = true;
    fakeApi({ ...catalogueApi, getItem: (config) => (failing ? 'network-failure' : catalogueApi.getItem!(config)) });
    const { user } = renderWithProviders(<ProductPage />);
    expect(screen.getByText(en['product.loading'])).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(en['product.loadFailed']);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pack of 48');
  });

  it('shows a pack the catalogue has no stock of as Out of Stock, with Add to Cart off', async () => {
    const soldOut = { ...sampleItemOf(FEATURED_ITEM_CODE), in_stock: false, stock_qty: 0 };
    fakeApi({ ...catalogueApi, getItem: () => ({ message: { status: 'success', product_info: soldOut } }) });
    await renderProductPage();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(screen.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();
  });

  it('shows the prices the catalogue has now, not the seed’s', async () => {
    const repriced = {
      ...sampleItemOf(FEATURED_ITEM_CODE),
      rate_paise: 45_050,
      mrp_paise: 70_000,
      discount_basis_points: 3564,
    };
    fakeApi({ ...catalogueApi, getItem: () => ({ message: { status: 'success', product_info: repriced } }) });
    await renderProductPage();
    expect(screen.getAllByText('₹450.50')[0]).toBeInTheDocument();
    expect(screen.getAllByText('₹700.00')[0]!.closest('s')).not.toBeNull();
    expect(screen.getAllByText('36% off')[0]).toBeInTheDocument();
  });

  it('shows a picture uploaded in the office first, from the API, and the artwork after it', async () => {
    const pictured = { ...sampleItemOf(FEATURED_ITEM_CODE), picture: '/files/AAAAAAAAAAAAAAAAAAAAAA.webp' };
    fakeApi({ ...catalogueApi, getItem: () => ({ message: { status: 'success', product_info: pictured } }) });
    await renderProductPage();
    const gallery = screen.getByRole('group', { name: /pictures$/ });
    await waitFor(() =>
      expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
        'src',
        expect.stringMatching(/^https?:\/\/[^/]+\/files\/A{22}\.webp$/),
      ),
    );
    expect(within(gallery).getAllByRole('button', { name: /^Show image/ }).length).toBeGreaterThan(1);
  });
});

describe('Product structured data', () => {
  beforeEach(() => {
    fakeApi(catalogueApi);
  });

  it('offers the product at the price the page shows, in stock, with the stars and reviews it shows', async () => {
    await renderProductPage();
    const [product] = head('/product-details', repliesFor(FEATURED_ITEM_CODE)).jsonLd ?? [];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: screen.getByRole('heading', { level: 1 }).textContent,
      sku: FEATURED_ITEM_CODE,
      // The six pictures of the gallery, of which the page shows four thumbnails at a time.
      image: expect.arrayContaining(
        screen.getAllByRole('button', { name: /^Show image/ }).map((thumbnail) => thumbnail.querySelector('img')?.src),
      ),
      brand: { name: site.brandName },
      offers: { price: '480.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 5, reviewCount: 4 },
    });
    expect((product as { image: string[] }).image).toHaveLength(6);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
  });

  it('has the breadcrumb Home > Our Product > the product', () => {
    const [, breadcrumb] = head('/product-details', repliesFor(FEATURED_ITEM_CODE)).jsonLd ?? [];
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: '/' },
        { position: 2, name: 'Our Product', item: '/home#products' },
        { position: 3, name: 'Suvasa Pan Masala 2g', item: '/product-details' },
      ],
    });
  });
});

describe('A page per pack', () => {
  beforeEach(() => {
    fakeApi(catalogueApi);
  });

  /** The title and description the page gave itself, as the host's layout reads them. */
  function PageHeadProbe() {
    return <output data-testid="page-head">{JSON.stringify(useShownPageHead(window.location.pathname))}</output>;
  }
  const shownHead = () => JSON.parse(screen.getByTestId('page-head').textContent ?? 'null') as unknown;

  /** The page at `path`, once it shows its heading (the product, or that there is none). */
  const renderAt = async (path: string) => {
    const rendered = renderWithSiteProviders(
      <>
        <Routes>
          <Route path="/product-details" element={<ProductPage />} />
          <Route path="/product-details/:itemCode" element={<ProductPage />} />
        </Routes>
        <PageHeadProbe />
      </>,
      { path },
    );
    await screen.findByRole('heading', { level: 1 });
    return rendered;
  };

  it('shows the pack its item code names, with its price, its facts and its breadcrumb', async () => {
    await renderAt('/product-details/suvasa-4g-12');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suvasa Pan Masala 4g – Pack of 12');
    expect(screen.getByText('12 sachets × 4 g')).toBeInTheDocument();
    expect(screen.getAllByText('₹300.00')[0]).toBeInTheDocument();
    expect(screen.getAllByText('₹400.00')[0]!.closest('s')).not.toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').at(-1)).toHaveTextContent('4g');
  });

  it('Add to Cart on a pack page puts that pack in the cart', async () => {
    const { user } = await renderAt('/product-details/suvasa-4g-48');
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    await waitFor(() => expect(pricedLines()).toEqual([[{ item_code: 'suvasa-4g-48', qty: 1 }]]));
  });

  it('links each related product to its own page, the featured pack to /product-details', async () => {
    await renderAt('/product-details/suvasa-2g-12');
    const related = within(await screen.findByRole('region', { name: 'Related Products' }));
    const hrefs = related.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/product-details');
    expect(hrefs).toContain('/product-details/suvasa-2g-24');
    expect(hrefs).not.toContain('/product-details/suvasa-2g-12');
  });

  it('shows the site’s not-found page for an unknown item code, and names itself so', async () => {
    await renderAt('/product-details/no-such-pack');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TITLE);
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(shownHead()).toMatchObject({ title: NOT_FOUND_TITLE }));
  });

  it('names itself after its pack in the browser, as the server’s head does', async () => {
    await renderAt('/product-details/suvasa-4g-24');
    const { title, description } = head('/product-details/suvasa-4g-24', repliesFor('suvasa-4g-24'));
    expect(title).toBe('Suvasa Pan Masala 4 g, pack of 24');
    await waitFor(() => expect(shownHead()).toEqual({ path: window.location.pathname, title, description }));
  });

  it('sends the featured pack’s code to its one URL, /product-details', async () => {
    const { router } = await renderAt(`/product-details/${FEATURED_ITEM_CODE}`);
    expect(router.state.location.pathname).toBe('/product-details');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pack of 48');
  });

  it('reads its item and the catalogue: the server makes the same reads before rendering it', () => {
    expect(reads('/product-details')).toEqual([itemRead(FEATURED_ITEM_CODE), CATALOGUE_READ]);
    expect(reads('/product-details/suvasa-4g-24')).toEqual([itemRead('suvasa-4g-24'), CATALOGUE_READ]);
  });

  it('describes each pack in its structured data; an unknown code is a 404, a failed read adds nothing', () => {
    const [product] = head('/product-details/suvasa-4g-24', repliesFor('suvasa-4g-24')).jsonLd ?? [];
    expect(product).toMatchObject({ sku: 'suvasa-4g-24', offers: { price: '600.00' } });
    const unknown = { ...itemRead('no-such-pack'), message: null };
    expect(head('/product-details/no-such-pack', [unknown])).toEqual({ notFound: true, title: NOT_FOUND_TITLE });
    expect(head('/product-details/suvasa-4g-24', [])).toEqual({});
  });

  it('gives every pack its own title and a description of at most 160 characters naming its price', () => {
    const heads = SAMPLE_CATALOGUE.map((item) =>
      head(`/product-details/${item.item_code}`, repliesFor(item.item_code)),
    );
    expect(heads.map((pageHead) => pageHead.title)).toEqual([
      'Suvasa Pan Masala 2 g, pack of 48',
      'Suvasa Pan Masala 2 g, pack of 24',
      'Suvasa Pan Masala 2 g, pack of 12',
      'Suvasa Pan Masala 4 g, pack of 48',
      'Suvasa Pan Masala 4 g, pack of 24',
      'Suvasa Pan Masala 4 g, pack of 12',
    ]);
    expect(heads[4]?.description).toBe(
      'Suvasa Pan Masala 4 g, pack of 24 at ₹600.00 (MRP ₹800.00). The larger 4 g sachet for longer journeys and for sharing with friends.',
    );
    for (const { description } of heads) expect(description?.length).toBeLessThanOrEqual(160);
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const wordy = { ...sampleItemOf('suvasa-2g-24'), short_description: 'Cool and clean. '.repeat(20) };
    const reply = { ...itemRead('suvasa-2g-24'), message: { status: 'success', product_info: wordy } };
    const { description = '' } = head('/product-details/suvasa-2g-24', [reply]);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(
      /^Suvasa Pan Masala 2 g, pack of 24 at ₹240.00 \(MRP ₹325.00\)\. (Cool and clean\. )+Cool and clean\.…$/,
    );
  });

  it('lists every published pack’s page for the sitemap, each at its one URL', () => {
    expect(sitemap.reads).toEqual([CATALOGUE_READ]);
    expect(sitemap.paths(repliesFor(FEATURED_ITEM_CODE))).toEqual([
      '/product-details',
      '/product-details/suvasa-2g-24',
      '/product-details/suvasa-2g-12',
      '/product-details/suvasa-4g-48',
      '/product-details/suvasa-4g-24',
      '/product-details/suvasa-4g-12',
    ]);
    // A catalogue that could not be read lists no pack rather than failing the sitemap.
    expect(sitemap.paths([])).toEqual([]);
  });
});

describe('The product page in Hindi and Gujarati', () => {
  beforeEach(() => {
    fakeApi(catalogueApi);
  });

  it.each([
    ['hi', hi, '48 पाउच × 2 ग्राम', 'Suvasa Pan Masala 4 ग्राम, 24 का पैक'],
    ['gu', gu, '48 પાઉચ × 2 ગ્રામ', 'Suvasa Pan Masala 4 ગ્રામ, 24 નું પૅક'],
  ] as const)(
    'says the page in %s, and names a pack in it for the server’s head',
    (language, words, sachets, title) => {
      const queryClient = createQueryClient();
      seedPageReads(queryClient, repliesFor(FEATURED_ITEM_CODE));
      renderWithSiteProviders(<ProductPage />, { path: '/product-details', queryClient, language });
      const breadcrumb = screen.getByRole('navigation', { name: words['product.breadcrumb'] });
      expect(within(breadcrumb).getByRole('link')).toHaveTextContent(words['product.ourProduct']);
      expect(screen.getByText(sachets)).toBeInTheDocument();
      expect(screen.getByText(words['stock.in'])).toBeInTheDocument();
      expect(screen.getByText(words['product.taxes'])).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: words['product.quantity'] })).toHaveValue(1);
      expect(screen.getByRole('button', { name: words['product.description'] })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByRole('region', { name: words['related.title'] })).toBeInTheDocument();
      for (const warning of screen.getAllByRole('note', { name: words['warning.label'] })) {
        expect(warning).toHaveTextContent(site.statutoryWarning);
        expect(warning).toHaveTextContent(words['warning.statutory']);
      }

      const pageHead = head('/product-details/suvasa-4g-24', repliesFor('suvasa-4g-24'), wordsIn(language));
      expect(pageHead.title).toBe(title);
      expect(pageHead.description).toContain('₹600.00');
      const [, breadcrumbList] = pageHead.jsonLd ?? [];
      expect(breadcrumbList).toMatchObject({
        itemListElement: [{ name: words['product.home'] }, { name: words['product.ourProduct'] }, {}],
      });
    },
  );

  it('says in English with the English words what it says with none', () => {
    for (const item of SAMPLE_CATALOGUE) {
      const path = `/product-details/${item.item_code}`;
      expect(head(path, repliesFor(item.item_code), wordsIn('en'))).toEqual(head(path, repliesFor(item.item_code)));
    }
  });
});
