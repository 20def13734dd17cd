import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '@site/ui';

/** Stands in for every other page: shows where the app went and with which navigation state. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{JSON.stringify({ pathname: location.pathname, state: location.state })}</output>;
}

/** Where the page navigated to, once it has left. */
export function currentLocation(): { pathname: string; state: unknown } {
  return JSON.parse(screen.getByTestId('location').textContent ?? '{}') as { pathname: string; state: unknown };
}

interface RenderOptions {
  path: string;
  state?: unknown;
}

/** Renders a page the way the host does (router, app theme) at `path` with navigation `state`. */
export function renderPage(page: ReactElement, { path, state }: RenderOptions) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={createTheme('light')}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user };
}
