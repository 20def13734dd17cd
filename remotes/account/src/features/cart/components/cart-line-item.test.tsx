import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@site/testing';
import { SAMPLE_CART } from '@site/testing/samples';
import { CartLineItem } from './cart-line-item';

/** The sample cart's line of suvasa-2g-48, with the API's English `pack_label`. */
const LINE = SAMPLE_CART.items.find((line) => line.item_code === 'suvasa-2g-48')!;

describe.each([
  {
    language: 'en',
    aPack: 'Pack of 48 · ₹480.00 a pack',
    quantity: 'Quantity of Suvasa Pan Masala 2g, Pack of 48',
    remove: 'Remove Suvasa Pan Masala 2g, Pack of 48',
  },
  {
    language: 'hi',
    aPack: '48 का पैक · ₹480.00 प्रति पैक',
    quantity: 'Suvasa Pan Masala 2g, 48 का पैक की मात्रा',
    remove: 'Suvasa Pan Masala 2g, 48 का पैक हटाएँ',
  },
  {
    language: 'gu',
    aPack: '48 નું પૅક · પૅક દીઠ ₹480.00',
    quantity: 'Suvasa Pan Masala 2g, 48 નું પૅકનો જથ્થો',
    remove: 'Suvasa Pan Masala 2g, 48 નું પૅક કાઢો',
  },
] as const)('CartLineItem in $language', ({ language, aPack, quantity, remove }) => {
  it('names the pack from its size in the language, on screen and to a screen reader', () => {
    renderWithProviders(<CartLineItem line={LINE} onQuantityChange={async () => {}} onRemove={() => {}} />, {
      language,
    });
    expect(screen.getByText(aPack)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: quantity })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
  });
});
