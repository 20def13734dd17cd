import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@site/testing';
import { LanguageChangeProvider } from './language-change';
import { LanguageSwitch } from './language-switch';

const names = () =>
  screen
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')} ${link.getAttribute('aria-current') ?? '-'}`);

describe('the language switch', () => {
  it('links the same page, its query and hash kept, in each language named in itself', () => {
    renderWithProviders(<LanguageSwitch />, { path: '/product-details?pack=24#gallery', language: 'hi' });
    // Named in the page's language, as the rest of the header.
    expect(screen.getByRole('navigation', { name: 'भाषा' })).toBeInTheDocument();
    expect(names()).toEqual([
      'English /product-details?pack=24#gallery -',
      'हिन्दी /hi/product-details?pack=24#gallery true',
      'ગુજરાતી /gu/product-details?pack=24#gallery -',
    ]);
    expect(screen.getByRole('link', { name: 'ગુજરાતી' })).toHaveAttribute('lang', 'gu');
  });

  it('switches in place where the shell can, and leaves modified clicks (a new tab) to the browser', async () => {
    const change = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<LanguageSwitch />, {
      path: '/',
      wrapper: ({ children }) => <LanguageChangeProvider value={change}>{children}</LanguageChangeProvider>,
    });
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(change).toHaveBeenCalledWith('hi');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'ગુજરાતી' }));
    await user.keyboard('{/Control}');
    expect(change).toHaveBeenCalledTimes(1);
  });
});
