import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@site/contract';
import { CATALOGUE_READ, PRODUCT_SECTION_ID, scrollToProductsState } from '@site/state';
import { createQueryClient, seedPageReads } from '@site/state/query';
import { callsTo, catalogueApi, catalogueReply, fakeApi, renderWithProviders } from '@site/testing';
import { SAMPLE_CATALOGUE } from '@site/testing/samples';
import gu from '../../locales/gu.json';
import hi from '../../locales/hi.json';
import HomePage, { reads } from './home-page';

/** The host's header link, beside the page so a test can navigate to /home while already there. */
function renderHome(initialEntry: string | { pathname: string; state: unknown }) {
  renderWithProviders(
    <>
      <Link to="/home" state={scrollToProductsState}>
        OUR PRODUCT
      </Link>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/about" element={<p>About page</p>} />
      </Routes>
    </>,
    typeof initialEntry === 'string'
      ? { path: initialEntry }
      : { path: initialEntry.pathname, state: initialEntry.state },
  );
}

describe('HomePage', () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    fakeApi(catalogueApi);
    scrollIntoView.mockReset();
    // jsdom has no layout and no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('does not scroll without the navigation state', async () => {
    renderHome('/home');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls the product section into view when arriving with { scrollTo: products }', async () => {
    renderHome({ pathname: '/home', state: scrollToProductsState });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(PRODUCT_SECTION_ID));
  });

  it('scrolls again when OUR PRODUCT is clicked while already on /home', async () => {
    renderHome('/about');
    await userEvent.click(screen.getByRole('link', { name: 'OUR PRODUCT' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('link', { name: 'OUR PRODUCT' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    expect(scrollIntoView.mock.contexts[1]).toBe(document.getElementById(PRODUCT_SECTION_ID));
  });

  /** The home section's cards, once the catalogue is shown. */
  async function homeCards() {
    const section = document.getElementById(PRODUCT_SECTION_ID)!;
    return within(section).findAllByRole('article');
  }

  it('shows both packs, each linking to its own product page, with the statutory warning beside them', async () => {
    renderHome('/home');
    const section = document.getElementById(PRODUCT_SECTION_ID)!;
    const packs = await homeCards();
    expect(packs.map((pack) => pack.getAttribute('aria-labelledby'))).toEqual([
      'suvasa-2g-48-name',
      'suvasa-4g-24-name',
    ]);
    const detailLinks = packs.map((pack) =>
      within(pack)
        .getByRole('link', { name: /details/ })
        .getAttribute('href'),
    );
    expect(detailLinks).toEqual(['/product-details', '/product-details/suvasa-4g-24']);
    for (const pack of packs) expect(within(pack).getByRole('img')).toHaveAccessibleName();
    expect(within(section).getByRole('note', { name: 'Statutory warning' })).toHaveTextContent(site.statutoryWarning);
  });

  it("shows the catalogue's figures, not figures of its own: a changed price, MRP and stock show", async () => {
    const changed = SAMPLE_CATALOGUE.map((item) =>
      item.item_code === 'suvasa-4g-24'
        ? { ...item, rate_paise: 55_500, mrp_paise: 81_000, discount_basis_points: 3148, in_stock: false, stock_qty: 0 }
        : item,
    );
    fakeApi({ ...catalogueApi, getProductFilterData: () => catalogueReply(changed) });
    renderHome('/home');
    const [twoGrams, fourGrams] = await homeCards();
    const featured = SAMPLE_CATALOGUE.find((item) => item.item_code === 'suvasa-2g-48')!;
    expect(featured.rate_paise).toBe(48_000);
    expect(twoGrams).toHaveTextContent('₹480.00');
    expect(twoGrams).toHaveTextContent(featured.web_item_name);
    expect(fourGrams).toHaveTextContent('₹555.00');
    expect(fourGrams).toHaveTextContent('₹810.00');
    expect(fourGrams).toHaveTextContent('31%');
    expect(fourGrams).not.toHaveTextContent('₹600.00');
    expect(callsTo('getProductFilterData')).toHaveLength(1);
  });

  it('gives a pack no longer on sale place to the best ranked pack of its size', async () => {
    const without = SAMPLE_CATALOGUE.filter((item) => item.item_code !== 'suvasa-4g-24');
    fakeApi({ ...catalogueApi, getProductFilterData: () => catalogueReply(without) });
    renderHome('/home');
    const packs = await homeCards();
    const firstFourGrams = without.find((item) => item.weight_grams === 4)!;
    expect(packs.map((pack) => pack.getAttribute('aria-labelledby'))).toEqual([
      'suvasa-2g-48-name',
      `${firstFourGrams.item_code}-name`,
    ]);
  });

  it('says the packs could not be loaded, with Retry, and keeps the rest of the page', async () => {
    fakeApi({ ...catalogueApi, getProductFilterData: () => ({ status: 500, body: {} }) });
    renderHome('/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('reads the catalogue, and renders its cards at once, with no call, from the reply the server rendered it with', () => {
    expect(reads()).toEqual([CATALOGUE_READ]);
    const queryClient = createQueryClient();
    seedPageReads(queryClient, [{ ...CATALOGUE_READ, message: { status: 'success', items: SAMPLE_CATALOGUE } }]);
    renderWithProviders(<HomePage />, { path: '/home', queryClient });
    expect(within(document.getElementById(PRODUCT_SECTION_ID)!).getAllByRole('article')).toHaveLength(2);
    expect(callsTo('getProductFilterData')).toEqual([]);
  });

  it('has one h1, Read More to /about and Contact Us to /contact', () => {
    renderHome('/home');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Read more about us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    for (const title of ['Premium Quality', 'Finest Taste', 'Finest Quality']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
  });
});

describe('HomePage in Hindi and Gujarati', () => {
  it.each([
    ['hi', hi, 'Suvasa Pan Masala: ताज़ा साँस, तंबाकू नहीं'],
    ['gu', gu, 'Suvasa Pan Masala: તાજો શ્વાસ, તમાકુ નહીં'],
  ] as const)('says the page in %s, the packs’ figures and both warnings', (language, words, title) => {
    const queryClient = createQueryClient();
    seedPageReads(queryClient, [{ ...CATALOGUE_READ, message: { status: 'success', items: SAMPLE_CATALOGUE } }]);
    renderWithProviders(<HomePage />, { path: '/home', queryClient, language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: words['home.hero.seePacks'] })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: words['home.about.readMoreLabel'] })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: words['common.contactUs'] })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: words['home.products.title'] })).toBeInTheDocument();
    const [twoGrams] = within(document.getElementById(PRODUCT_SECTION_ID)!).getAllByRole('article');
    expect(twoGrams).toHaveTextContent('₹480.00');
    expect(twoGrams).toHaveTextContent(words['home.products.viewDetails']);
    const warning = screen.getByRole('note', { name: words['warning.label'] });
    expect(warning).toHaveTextContent(site.statutoryWarning);
    expect(warning).toHaveTextContent(words['warning.statutory']);
    expect(screen.queryByText('See our packs')).toBeNull();
  });
});
