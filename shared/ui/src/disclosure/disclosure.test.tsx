import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme';
import { Disclosure } from './disclosure';

const themed = (element: React.ReactElement) => <ThemeProvider theme={createTheme('light')}>{element}</ThemeProvider>;

describe('Disclosure', () => {
  it('is a heading’s button that shows and hides the content below it', async () => {
    const user = userEvent.setup();
    render(themed(<Disclosure title="Ingredients">Areca nut, cardamom</Disclosure>));
    const button = screen.getByRole('button', { name: 'Ingredients' });
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
  });

  it('names its panel region by the button when asked, and follows open when a parent decides', () => {
    render(
      themed(
        <Disclosure title="Why?" open panelIsRegion>
          Because
        </Disclosure>,
      ),
    );
    expect(screen.getByRole('region', { name: 'Why?' })).toHaveTextContent('Because');
  });

  it('takes the heading level of where it stands (2 unless told)', () => {
    render(
      themed(
        <>
          <Disclosure title="Section">a</Disclosure>
          <Disclosure title="See all offers" look="dashed" headingLevel={3}>
            b
          </Disclosure>
        </>,
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'See all offers' })).toBeInTheDocument();
  });

  it('carries closed content in server-rendered HTML', () => {
    expect(renderToString(themed(<Disclosure title="Nutrition">Energy 400 kcal</Disclosure>))).toContain(
      'Energy 400 kcal',
    );
  });
});
