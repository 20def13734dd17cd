import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Notice } from './text';
import { createTheme } from './theme';

/** `#rrggbb` as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('Notice', () => {
  it('is marked as a refusal by default and as a thing done with the success tone', () => {
    const theme = createTheme('light');
    render(
      <ThemeProvider theme={theme}>
        <Notice role="alert">Refused</Notice>
        <Notice role="status" $tone="success">
          Placed
        </Notice>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('alert')).borderLeftColor).toBe(rgb(theme.colors.error));
    expect(getComputedStyle(screen.getByRole('status')).borderLeftColor).toBe(rgb(theme.colors.success));
  });
});
