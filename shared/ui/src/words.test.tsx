import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { type Language, retailerMessages } from '@site/contract';
import { publishedSharedCatalogue } from '@site/contract/i18n';
import { WordsProvider } from '@site/state';
import { AddressFields, Field, Form, GstFields, siteFormOptions, TextField } from './form';
import { NotFound } from './not-found';
import { OrderStatusBadge } from './order-status-badge';
import { createTheme } from './theme';

/** A page in `language` with the contract's shared messages, as the host gives every page. */
function inLanguage(language: Language, children: ReactNode) {
  return (
    <WordsProvider words={{ language, catalogues: { shared: publishedSharedCatalogue(language) } }}>
      <ThemeProvider theme={createTheme('light')}>{children}</ThemeProvider>
    </WordsProvider>
  );
}

interface Shop {
  shopName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  gstRegistered: boolean;
  gstin: string;
}

/** Shop Name required, as the contract's schema says it through zodResolver (in English). */
const requireShopName: Resolver<Shop> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.shopName) errors.shopName = { type: 'required', message: retailerMessages.shopNameRequired };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function ShopForm() {
  const form = useForm<Shop>({
    ...siteFormOptions,
    resolver: requireShopName,
    defaultValues: { shopName: '', gstRegistered: true, gstin: '' },
  });
  return (
    <Form form={form} fieldOrder={['shopName']} onValid={() => undefined} aria-label="Shop">
      <AddressFields lists={{ states: ['Gujarat'], countries: ['India'] }} />
      <GstFields />
      <button type="submit">→</button>
    </Form>
  );
}

describe('the shared components in the page’s language', () => {
  it('say the not-found page in Hindi', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFound link={Link} /> }]);
    render(inLanguage('hi', <RouterProvider router={router} />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('पेज नहीं मिला');
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute('href', '/');
  });

  it('say an order’s status in Gujarati, and in English on an English page', () => {
    const { unmount } = render(inLanguage('gu', <OrderStatusBadge status="Delivered" />));
    expect(screen.getByText('પહોંચી ગયો')).toBeInTheDocument();
    unmount();
    render(inLanguage('en', <OrderStatusBadge status="Delivered" />));
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });

  it('name the address fields and show the contract’s validation message in Hindi', async () => {
    render(inLanguage('hi', <ShopForm />));
    expect(screen.getByRole('textbox', { name: 'दुकान का नाम' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'राज्य' })).toHaveDisplayValue('राज्य चुनें');
    expect(screen.getByRole('checkbox', { name: 'GST में रजिस्टर्ड हैं?' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '→' }));
    expect(await screen.findByText('दुकान का नाम डालना ज़रूरी है')).toBeInTheDocument();
  });

  it('show the contract’s validation message in Gujarati, and a remote’s own label as it is', async () => {
    function Single() {
      const form = useForm<Shop>({ ...siteFormOptions, resolver: requireShopName, defaultValues: { shopName: '' } });
      return (
        <Form form={form} fieldOrder={['shopName']} onValid={() => undefined} aria-label="Shop">
          <Field<Shop> name="shopName">{(field) => <TextField field={field} label="દુકાન" required />}</Field>
          <button type="submit">→</button>
        </Form>
      );
    }
    render(inLanguage('gu', <Single />));
    await userEvent.click(screen.getByRole('button', { name: '→' }));
    expect(await screen.findByText('દુકાનનું નામ લખવું જરૂરી છે')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'દુકાન' })).toHaveAccessibleDescription('દુકાનનું નામ લખવું જરૂરી છે');
  });
});
