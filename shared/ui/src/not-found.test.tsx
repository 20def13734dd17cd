import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from './theme';
import { NOT_FOUND_TITLE, NotFound } from './not-found';

describe('NotFound', () => {
  it('says the page does not exist and links home with the router it is given', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFound link={Link} /> }], {
      initialEntries: ['/product-details/no-such-pack'],
    });
    render(
      <ThemeProvider theme={createTheme('light')}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TITLE);
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
