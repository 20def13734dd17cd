import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { CREATE_ADDRESS_FIELDS } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../theme';
import { AddressFields, FieldList, type FieldSpec, PHONE_INPUT, SHOP_HOURS_FIELDS } from './field-list';
import { Form, siteFormOptions } from './form';

type Values = Record<string, string>;

function TestForm({ defaults, children }: { defaults: Values; children: ReactNode }) {
  const form = useForm<Values>({ ...siteFormOptions, defaultValues: defaults });
  return (
    <ThemeProvider theme={createTheme('light')}>
      <Form form={form} fieldOrder={Object.keys(defaults)} onValid={() => undefined} aria-label="Test">
        {children}
      </Form>
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </ThemeProvider>
  );
}

const labelsInOrder = () =>
  Array.from(
    within(screen.getByRole('form', { name: 'Test' })).getAllByText(/./, { selector: 'label' }),
    (label) => label.textContent,
  );

const ADDRESS_DEFAULTS = { shopName: '', address1: '', address2: '', city: '', state: '', country: '', pincode: '' };
const LISTS = { states: ['Kerala', 'Gujarat'], countries: ['India'] };

describe('FieldList', () => {
  it('renders text fields from their specs and custom controls from render, in the order given, bound to the form', async () => {
    const fields: FieldSpec<Values>[] = [
      { name: 'mobile', label: 'Mobile Number', ...PHONE_INPUT },
      {
        name: 'note',
        render: (field) => (
          <label>
            Note
            <input id={field.id} value={field.value} onChange={(event) => field.onChange(event.target.value)} />
          </label>
        ),
      },
      { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
    ];
    const user = userEvent.setup();
    render(
      <TestForm defaults={{ mobile: '', note: '', city: '' }}>
        <FieldList<Values> fields={fields} />
      </TestForm>,
    );
    expect(labelsInOrder()).toEqual(['Mobile Number', 'Note', 'City']);
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('maxLength', '10');
    expect(mobile).toHaveAttribute('inputMode', 'numeric');
    expect(mobile).toHaveAccessibleDescription('+91');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-required', 'true');

    await user.type(mobile, '98765');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Back door');
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({
      mobile: '98765',
      note: 'Back door',
      city: '',
    });
  });

  it('tells onEdit of each edit, whichever field it is in', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup();
    render(
      <TestForm defaults={{ email: '', code: '' }}>
        <FieldList<Values>
          fields={[
            { name: 'email', label: 'E-mail' },
            { name: 'code', label: 'Code' },
          ]}
          onEdit={onEdit}
        />
      </TestForm>,
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '1');
    expect(onEdit.mock.calls).toEqual([['a'], ['1']]);
  });

  it('gives the shop hours as four required time fields', () => {
    render(
      <TestForm defaults={{ openingTimeFrom: '09:00', openingTimeTo: '', deliveryTimeFrom: '', deliveryTimeTo: '' }}>
        <FieldList<Values> fields={SHOP_HOURS_FIELDS} />
      </TestForm>,
    );
    expect(labelsInOrder()).toEqual([
      'Opening Time',
      'Closing Time',
      'Preferable Delivery Time From',
      'Preferable Delivery Time To',
    ]);
    const opening = screen.getByLabelText('Opening Time');
    expect(opening).toHaveAttribute('type', 'time');
    expect(opening).toHaveValue('09:00');
  });
});

describe('AddressFields', () => {
  it('shows the location fields in the usual order, the selects offering the lists', () => {
    render(
      <TestForm defaults={ADDRESS_DEFAULTS}>
        <AddressFields lists={LISTS} />
      </TestForm>,
    );
    expect(labelsInOrder()).toEqual([
      'Shop Name',
      'Address Line-1',
      'Address Line-2',
      'City',
      'State',
      'Country',
      'Pincode',
    ]);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(Array.from((state as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Select State',
      'Kerala',
      'Gujarat',
    ]);
    expect(state).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('autoComplete', 'country-name');
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toHaveAttribute('maxLength', '6');
  });

  it('follows the order given, and while the lists load says so in busy selects', () => {
    // The create-address form's order: Country after Pincode.
    render(
      <TestForm defaults={ADDRESS_DEFAULTS}>
        <AddressFields order={CREATE_ADDRESS_FIELDS} lists={{ states: [], countries: [] }} loadingText="Loading…" />
      </TestForm>,
    );
    expect(labelsInOrder().slice(-3)).toEqual(['State', 'Pincode', 'Country']);
    for (const name of ['State', 'Country']) {
      const select = screen.getByRole('combobox', { name });
      expect(select).toHaveAttribute('aria-busy', 'true');
      expect(select).toHaveDisplayValue('Loading…');
    }
  });
});
