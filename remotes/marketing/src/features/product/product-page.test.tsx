import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '@site/contract';
import { resetCart, useCart } from '@site/state';
import { renderWithProviders as renderWithSiteProviders } from '@site/testing';
import { Gallery, type GalleryImage } from './components/gallery';
import { featuredProduct } from '../../lib/catalog';
import ProductPage, { head } from './product-page';

function CartProbe() {
  const { open, lines } = useCart();
  return <output data-testid="cart">{JSON.stringify({ open, lines })}</output>;
}

const cartState = () =>
  JSON.parse(screen.getByTestId('cart').textContent ?? '{}') as {
    open: boolean;
    lines: { id: string; name: string; pack: string; price: number; oldPrice: number; qty: number; image: string }[];
  };

function renderWithProviders(ui: React.ReactNode) {
  return renderWithSiteProviders(
    <>
      {ui}
      <CartProbe />
    </>,
    { path: '/product-details' },
  );
}

const images = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({ src: `/image-${index + 1}.svg`, alt: `Picture ${index + 1}` }));

const visibleThumbnails = () =>
  screen
    .getAllByRole('button', { name: /^Show image/ })
    .map((button) => button.getAttribute('aria-label')?.split(':')[0]);

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
    expect(visibleThumbnails()).toEqual([
      'Show image 1 of 6',
      'Show image 2 of 6',
      'Show image 3 of 6',
      'Show image 4 of 6',
    ]);
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(visibleThumbnails()).toEqual([
      'Show image 2 of 6',
      'Show image 3 of 6',
      'Show image 4 of 6',
      'Show image 5 of 6',
    ]);
    await user.click(next);
    expect(visibleThumbnails()).toEqual([
      'Show image 3 of 6',
      'Show image 4 of 6',
      'Show image 5 of 6',
      'Show image 6 of 6',
    ]);
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
  beforeEach(() => act(() => resetCart()));

  it('shows the spec’s product facts, the breadcrumb and the statutory warning', () => {
    renderWithProviders(<ProductPage />);
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
    expect(screen.getAllByText('₹480')[0]).toBeInTheDocument();
    expect(screen.getAllByText('₹650')[0]!.closest('s')).not.toBeNull();
    expect(screen.getAllByText('26% off')[0]).toBeInTheDocument();
    expect(screen.getByText('inc. all taxes')).toBeInTheDocument();
    expect(screen.getAllByRole('note', { name: 'Statutory warning' })[0]).toHaveTextContent(site.statutoryWarning);
    expect(screen.getAllByRole('button', { name: /^Buy Now/ })).toHaveLength(4);
  });

  it('never lets the quantity go below 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductPage />);
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

  it('Add to Cart puts the line with the chosen quantity in the shared cart and opens it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductPage />);
    expect(cartState().open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));

    const cart = cartState();
    expect(cart.open).toBe(true);
    expect(cart.lines.find((line) => line.id === 'suvasa-2g-48')).toMatchObject({
      name: 'Suvasa Pan Masala 2g',
      pack: 'Pack of 48',
      price: 480,
      oldPrice: 650,
      qty: 3,
    });
  });

  it('Buy Now on a related product adds one of that pack and opens the cart', async () => {
    renderWithProviders(<ProductPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now: Suvasa Pan Masala 4g, Pack of 24' }));
    const cart = cartState();
    expect(cart.open).toBe(true);
    expect(cart.lines.find((line) => line.id === 'suvasa-4g-24')).toMatchObject({ pack: 'Pack of 24', qty: 1 });
  });

  it('nutrition per 100 g has the spec’s figures and the sections collapse', async () => {
    renderWithProviders(<ProductPage />);
    const nutrition = screen.getByRole('button', { name: 'Nutrition per 100 g' });
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

  it('share icons are real share links with accessible names', () => {
    renderWithProviders(<ProductPage />);
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
});

describe('Product structured data', () => {
  it('offers the product at the price the page shows, in stock, with the stars and reviews it shows', () => {
    renderWithProviders(<ProductPage />);
    const [product] = head().jsonLd ?? [];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: screen.getByRole('heading', { level: 1 }).textContent,
      sku: featuredProduct.id,
      image: [featuredProduct.image],
      brand: { name: site.brandName },
      offers: { price: '480.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 5, reviewCount: 4 },
    });
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
  });

  it('has the breadcrumb Home > Our Product > the product', () => {
    const [, breadcrumb] = head().jsonLd ?? [];
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: '/' },
        { position: 2, name: 'Our Product', item: '/home#products' },
        { position: 3, name: featuredProduct.name, item: '/product-details' },
      ],
    });
  });
});
