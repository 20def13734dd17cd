import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retailerMessages } from '@site/contract';
import { renderWithProviders } from '@site/testing';
import { BusinessTypeCombobox } from './business-type-combobox';
import type { BusinessTypeOption } from './use-sign-up-lists';

const OPTIONS: BusinessTypeOption[] = [
  'Kirana / General Store',
  'Pan Shop',
  'Convenience Store',
  'Medical Store',
  'Tea Stall',
].map((name) => ({ value: name, label: name }));

function Field({ initial = '', error, loading = false }: { initial?: string; error?: string; loading?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BusinessTypeCombobox
        field={{
          id: 'bt',
          name: 'businessType',
          value,
          error,
          errorId: 'bt-error',
          onChange: setValue,
          inputRef: () => {},
        }}
        label="Business Type"
        options={loading ? [] : OPTIONS}
        loading={loading}
        required
      />
      <output data-testid="value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

/** Tells the field below that the list has arrived. */
let listArrives = () => {};

/** The field while its list is still on its way, until `listArrives` is called. */
function FieldBeforeTheList({ initial }: { initial: string }) {
  const [loading, setLoading] = useState(true);
  listArrives = () => setLoading(false);
  return <Field initial={initial} loading={loading} />;
}

const combobox = () => screen.getByRole('combobox', { name: 'Business Type' });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const shownOptions = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);
const chosenValue = () => screen.getByTestId('value').textContent;
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

function setup(props: Parameters<typeof Field>[0] = {}) {
  return renderWithProviders(<Field {...props} />).user;
}

describe('BusinessTypeCombobox', () => {
  it('is an ARIA 1.2 combobox with list autocomplete, controlling a listbox named by the label', () => {
    setup();
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-controls', listbox().id);
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    expect(listbox()).toHaveAccessibleName('Business Type');
    expect(listbox()).not.toBeVisible();
  });

  it('typing filters the list; Down and Up move through it; Enter chooses', async () => {
    const user = setup();
    await user.type(combobox(), 'sto');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toBeVisible();
    expect(shownOptions()).toEqual(['Kirana / General Store', 'Convenience Store', 'Medical Store']);
    expect(activeOption()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kirana / General Store');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Medical Store');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kirana / General Store');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Medical Store');

    await user.keyboard('{Enter}');
    expect(chosenValue()).toBe('Medical Store');
    expect(combobox()).toHaveValue('Medical Store');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
  });

  it('Down on the closed box opens the whole list at the current choice; Alt+Down opens it without moving', async () => {
    const user = setup({ initial: 'Convenience Store' });
    expect(combobox()).toHaveValue('Convenience Store');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(combobox()).toHaveFocus();

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(shownOptions()).toHaveLength(OPTIONS.length);
    expect(activeOption()).toBeNull();

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(chosenValue()).toBe('Convenience Store');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Convenience Store');
  });

  it('Escape closes the open list first, then clears the choice', async () => {
    const user = setup({ initial: 'Pan Shop' });
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(chosenValue()).toBe('Pan Shop');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    expect(chosenValue()).toBe('');
  });

  it('the clear button empties the choice and returns focus to the box', async () => {
    const user = setup({ initial: 'Tea Stall' });
    await user.click(screen.getByRole('button', { name: 'Clear Business Type' }));
    expect(chosenValue()).toBe('');
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Business Type' })).not.toBeInTheDocument();
  });

  it('a click on an option chooses it; the button shows the whole list again after typing', async () => {
    const user = setup();
    await user.type(combobox(), 'tea');
    await user.click(screen.getByRole('button', { name: 'Business Type options' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Business Type options' }));
    expect(combobox()).toHaveFocus();
    expect(shownOptions()).toHaveLength(OPTIONS.length);
    await user.click(screen.getByRole('option', { name: 'Pan Shop' }));
    expect(chosenValue()).toBe('Pan Shop');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('typing an option’s exact name chooses it; any other text leaves no choice', async () => {
    const user = setup();
    await user.type(combobox(), 'pan shop');
    expect(chosenValue()).toBe('Pan Shop');
    expect(shownOptions()).toEqual(['Pan Shop']);
    await user.type(combobox(), 'x');
    expect(chosenValue()).toBe('');
    expect(shownOptions()).toEqual([]);
    expect(screen.getByText('No business type matches.')).toBeInTheDocument();
  });

  it('shows the name of a choice made before the list arrived, once it arrives; typed text keeps its case', async () => {
    const { user } = renderWithProviders(<FieldBeforeTheList initial="Pan Shop" />);
    expect(combobox()).toHaveValue('');
    act(() => listArrives());
    expect(combobox()).toHaveValue('Pan Shop');

    await user.click(screen.getByRole('button', { name: 'Clear Business Type' }));
    await user.type(combobox(), 'tea stall');
    expect(chosenValue()).toBe('Tea Stall');
    expect(combobox()).toHaveValue('tea stall');
  });

  it('closes when focus leaves', async () => {
    const user = setup();
    await user.type(combobox(), 'Tea');
    await user.tab();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the list is loading while it is', async () => {
    const user = setup({ loading: true });
    await user.click(combobox());
    expect(screen.getByText('Loading business types…')).toBeInTheDocument();
  });

  it('a click on the box opens the whole list and a second click closes it, leaving the choice as it was', async () => {
    const user = setup({ initial: 'Tea Stall' });
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toBeVisible();
    expect(shownOptions()).toHaveLength(OPTIONS.length);
    expect(combobox()).toHaveFocus();

    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
    expect(chosenValue()).toBe('Tea Stall');
    expect(combobox()).toHaveValue('Tea Stall');
  });

  it('Tab with an option highlighted chooses it and moves on', async () => {
    const user = setup();
    await user.type(combobox(), 'st');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Convenience Store');

    await user.tab();
    expect(chosenValue()).toBe('Convenience Store');
    expect(combobox()).toHaveValue('Convenience Store');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveFocus();
  });

  it('ties its error to the box', () => {
    setup({ error: retailerMessages.businessTypeRequired });
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription(retailerMessages.businessTypeRequired);
  });
});
