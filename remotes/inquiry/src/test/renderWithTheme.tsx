import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '@site/ui';

/** Renders a page the way the host does: inside the app theme. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider theme={createTheme('light')}>{ui}</ThemeProvider>);
}
