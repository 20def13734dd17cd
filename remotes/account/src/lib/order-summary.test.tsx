import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@site/testing';
import { SAMPLE_CART } from '@site/testing/samples';
import { OrderLines } from './order-summary';

describe.each([
  { language: 'en', packs: ['Pack of 48', 'Pack of 24', 'Pack of 12'] },
  { language: 'hi', packs: ['48 का पैक', '24 का पैक', '12 का पैक'] },
  { language: 'gu', packs: ['48 નું પૅક', '24 નું પૅક', '12 નું પૅક'] },
] as const)('OrderLines in $language', ({ language, packs }) => {
  it('names each line’s pack from its size in the language', () => {
    renderWithProviders(<OrderLines lines={SAMPLE_CART.items} caption="Items" />, { language });
    const rows = within(screen.getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      packs.map((pack, index) => `${SAMPLE_CART.items[index]!.item_name}${pack}`),
    );
  });
});
