import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './fields';
import { createTheme } from '../theme';
import { Field } from './field';
import { Form, siteFormOptions, useFormStatus, type ServerFieldErrors } from './form';

interface Shop {
  shopName: string;
  city: string;
}

const FIELDS = ['shopName', 'city'] as const;

/** Both fields required, as the contract's schemas would say it through zodResolver. */
const requireBoth: Resolver<Shop> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!values.shopName) errors.shopName = { type: 'required', message: 'Enter the shop name' };
  if (!values.city) errors.city = { type: 'required', message: 'Enter the city' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function SubmitButton() {
  const { sending } = useFormStatus();
  return (
    <button type="submit" disabled={sending}>
      {sending ? 'Sending...' : 'Save'}
    </button>
  );
}

interface ShopFormProps {
  onValid: (values: Shop) => Promise<ServerFieldErrors | void>;
  validateOnly?: readonly (keyof Shop)[];
  blocked?: boolean;
}

function ShopForm({ onValid, validateOnly, blocked }: ShopFormProps) {
  const form = useForm<Shop>({ ...siteFormOptions, resolver: requireBoth, defaultValues: { shopName: '', city: '' } });
  return (
    <ThemeProvider theme={createTheme('light')}>
      <Form
        form={form}
        fieldOrder={FIELDS}
        onValid={onValid}
        validateOnly={validateOnly}
        blocked={blocked}
        aria-label="Shop"
      >
        <Field<Shop> name="shopName">{(field) => <TextField field={field} label="Shop Name" required />}</Field>
        <Field<Shop> name="city">{(field) => <TextField field={field} label="City" required />}</Field>
        <SubmitButton />
      </Form>
    </ThemeProvider>
  );
}

const shopName = () => screen.getByRole('textbox', { name: 'Shop Name' });
const city = () => screen.getByRole('textbox', { name: 'City' });

describe('Form and Field', () => {
  it('shows every field’s message and focuses the first field in error in screen order', async () => {
    const onValid = vi.fn(async () => {});
    render(<ShopForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter the shop name')).toBeInTheDocument();
    expect(screen.getByText('Enter the city')).toBeInTheDocument();
    expect(shopName()).toHaveFocus();
    expect(shopName()).toHaveAccessibleDescription('Enter the shop name');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('editing a field clears its own error only, without validating it again', async () => {
    render(<ShopForm onValid={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter the shop name');

    await userEvent.type(shopName(), 'A');
    expect(screen.queryByText('Enter the shop name')).toBeNull();
    expect(shopName()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Enter the city')).toBeInTheDocument();
    await userEvent.clear(shopName());
    expect(screen.queryByText('Enter the shop name')).toBeNull();
  });

  it('shows the server’s field messages through setError and focuses the first of them', async () => {
    render(<ShopForm onValid={async () => ({ city: 'We do not deliver to this city', unknown: 'ignored' })} />);
    await userEvent.type(shopName(), 'Anil Stores');
    await userEvent.type(city(), 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('We do not deliver to this city')).toBeInTheDocument();
    await waitFor(() => expect(city()).toHaveFocus());
    expect(screen.queryByText('ignored')).toBeNull();
    expect(shopName()).toHaveValue('Anil Stores');

    await userEvent.type(city(), 's');
    expect(screen.queryByText('We do not deliver to this city')).toBeNull();
  });

  it('sends once at a time, says so on the button, and gives focus back to it afterwards', async () => {
    let finish: () => void = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ShopForm onValid={onValid} />);
    await userEvent.type(shopName(), 'Anil Stores');
    await userEvent.type(city(), 'Kochi');
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);

    await waitFor(() => expect(button).toHaveTextContent('Sending...'));
    expect(button).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Shop' }));
    expect(onValid).toHaveBeenCalledTimes(1);

    finish();
    await waitFor(() => expect(button).toHaveTextContent('Save'));
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });

  it('checks only the fields it is told to (a wizard’s step) and then hands over every value', async () => {
    const onValid = vi.fn(async () => {});
    render(<ShopForm onValid={onValid} validateOnly={['shopName']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the shop name')).toBeInTheDocument();
    expect(shopName()).toHaveFocus();

    await userEvent.type(shopName(), 'Anil Stores');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ shopName: 'Anil Stores', city: '' }));
    expect(screen.queryByText('Enter the city')).toBeNull();
  });

  it('ignores a submit while blocked, without checking the fields', async () => {
    const onValid = vi.fn(async () => {});
    render(<ShopForm onValid={onValid} blocked />);
    fireEvent.submit(screen.getByRole('form', { name: 'Shop' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Enter the shop name')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });
});
