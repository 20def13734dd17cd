import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@site/contract';
import { PRODUCT_SECTION_ID, scrollToProductsState } from '@site/state';
import { renderWithProviders } from '@site/testing';
import HomePage from './home-page';

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

  it('shows both packs, each linking to its own product page, with the statutory warning beside them', () => {
    renderHome('/home');
    const section = document.getElementById(PRODUCT_SECTION_ID)!;
    const packs = within(section).getAllByRole('article');
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
