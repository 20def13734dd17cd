import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_CART } from '@site/testing/samples';
import { cartStore, resetCart, saveGuestLines } from '@site/state';
import { renderWithProviders } from '@site/testing';
import { Header } from './header';

// jsdom matches no media query, so the links render as on a phone with the menu closed: hidden.
const hidden = { hidden: true } as const;

describe('Header', () => {
  it('links the logo home and lists the four links of the spec in order', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Suvasa home' })).toHaveAttribute('href', '/');
    const nav = document.getElementById('site-navigation') as HTMLElement;
    expect(nav).toHaveAttribute('aria-label', 'Main');
    const links = within(nav).getAllByRole('link', hidden);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ABOUT US', '/about'],
      ['OUR PRODUCT', '/home'],
      ['BECOME PARTNER', '/partner'],
      ['CONTACT US', '/contact'],
    ]);
  });

  it('highlights the link of the current page only', () => {
    renderWithProviders(<Header />, { path: '/partner' });
    expect(screen.getByRole('link', { name: 'BECOME PARTNER', ...hidden })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ABOUT US', ...hidden })).not.toHaveAttribute('aria-current');
  });

  it('sends OUR PRODUCT to /home with the request to scroll to the products', async () => {
    const { router } = renderWithProviders(<Header />, { path: '/about' });
    await userEvent.click(screen.getByRole('link', { name: 'OUR PRODUCT', ...hidden }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.state).toEqual({ scrollTo: 'products' });
  });

  it('opens the mobile menu with the toggle and closes it when a link is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: 'CONTACT US' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('cycles the colour theme between system, light and dark and stores it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: /Colour theme: system/ }));
    expect(localStorage.getItem('mode')).toBe('light');
    await user.click(screen.getByRole('button', { name: /Colour theme: light/ }));
    expect(localStorage.getItem('mode')).toBe('dark');
    expect(localStorage.getItem('color-scheme')).toBe('dark');
  });

  it('speaks Hindi and Gujarati', async () => {
    const { unmount } = renderWithProviders(<Header />, { language: 'hi' });
    const nav = document.getElementById('site-navigation') as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link', hidden)
        .map((link) => link.textContent),
    ).toEqual(['हमारे बारे में', 'हमारे प्रोडक्ट', 'पार्टनर बनें', 'संपर्क करें']);
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रंग-रूप: सिस्टम जैसा। लाइट पर बदलें' })).toHaveTextContent('सिस्टम जैसा');
    unmount();

    renderWithProviders(<Header />, { language: 'gu' });
    expect(screen.getByRole('link', { name: 'Suvasa હોમ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'પાર્ટનર બનો', ...hidden })).toHaveAttribute('href', '/partner');
    act(() => saveGuestLines([{ item_code: 'suvasa-2g-48', qty: 1 }]));
    expect(screen.getByRole('button', { name: 'કાર્ટ, 1 પૅક' })).toBeInTheDocument();
    resetCart();
  });

  describe('cart button', () => {
    afterEach(() => resetCart());

    it('opens the cart drawer, saying how many packs it holds once they are known', async () => {
      const { user } = renderWithProviders(<Header />);
      const button = screen.getByRole('button', { name: 'Cart' });
      await user.click(button);
      expect(cartStore.get().open).toBe(true);

      // A visitor's lines before any pricing, then the server's count.
      act(() => saveGuestLines([{ item_code: 'suvasa-2g-48', qty: 3 }]));
      expect(screen.getByRole('button', { name: 'Cart, 3 packs' })).toHaveTextContent('3');
      act(() => cartStore.set((state) => ({ ...state, cart: SAMPLE_CART })));
      expect(screen.getByRole('button', { name: 'Cart, 8 packs' })).toBeInTheDocument();
    });
  });
});
