import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otpMessages } from '@site/contract';
import { renderWithProviders } from '@site/testing';
import { OtpBoxes } from './otp-boxes';

function Boxes({ error, length = 4 }: { error?: string; length?: number }) {
  const [code, setCode] = useState('');
  const field = {
    id: 'otp',
    name: 'code',
    value: code,
    error,
    errorId: 'otp-error',
    onChange: setCode,
    inputRef: () => {},
  };
  return (
    <>
      <p id="otp-label">Enter OTP</p>
      <OtpBoxes field={field} length={length} labelledBy="otp-label" />
      <output aria-label="Code">{JSON.stringify(code)}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const values = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);

function setup(error?: string, length?: number) {
  return renderWithProviders(<Boxes error={error} length={length} />).user;
}

/** Clicks box `n` and types `keys` from there. */
async function typeAt(user: UserEvent, n: number, keys: string) {
  await user.click(box(n));
  await user.keyboard(keys);
}

/** Renders empty boxes and types `keys` from box `n`; returns the user to carry on with. */
async function renderAndTypeAt(n: number, keys: string) {
  const user = setup();
  await typeAt(user, n, keys);
  return user;
}

/** The boxes hold `digits`, and box `focused` has the focus. */
function expectBoxes(digits: string[], focused: number) {
  expect(values()).toEqual(digits);
  expect(box(focused)).toHaveFocus();
}

/** The field's value, as the form holds it. */
const code = () => JSON.parse(screen.getByRole('status', { name: 'Code' }).textContent ?? '""') as string;

describe('OtpBoxes', () => {
  it('is a group of four labelled single-digit boxes for the numeric keypad', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('inputMode', 'numeric');
      expect(box(n)).toHaveAttribute('aria-invalid', 'false');
    }
    expect(box(1)).toHaveAttribute('autoComplete', 'one-time-code');
  });

  it('moves focus to the next box after each digit', async () => {
    const user = await renderAndTypeAt(1, '1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('23');
    expect(box(4)).toHaveFocus();
    await user.keyboard('4');
    expectBoxes(['1', '2', '3', '4'], 4);
  });

  it('strips anything that is not a digit', async () => {
    const user = await renderAndTypeAt(1, 'a');
    expectBoxes(['', '', '', ''], 1);
    await user.keyboard('7-x');
    expectBoxes(['7', '', '', ''], 2);
  });

  it('Backspace clears the box; on an empty box it clears the previous one and moves back', async () => {
    const user = await renderAndTypeAt(1, '123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expectBoxes(['1', '2', '', ''], 3);

    await typeAt(user, 2, '{Backspace}');
    expectBoxes(['1', '', '', ''], 2);
    await user.keyboard('{Backspace}');
    expectBoxes(['', '', '', ''], 1);
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
  });

  it('pasting four digits fills all the boxes, wherever the caret is', async () => {
    const user = setup();
    await user.click(box(3));
    await user.paste('4821');
    expectBoxes(['4', '8', '2', '1'], 4);
  });

  it('pasting strips non-digits, and a shorter paste fills from the focused box', async () => {
    const user = setup();
    await user.click(box(1));
    await user.paste(' 48-21 ');
    expect(values()).toEqual(['4', '8', '2', '1']);

    await user.click(box(2));
    await user.paste('9a7');
    expectBoxes(['4', '9', '7', '1'], 4);

    await user.paste('abc');
    expect(values()).toEqual(['4', '9', '7', '1']);
  });

  it('the phone filling the whole code into the first box spreads it over the boxes', async () => {
    setup();
    // One-time-code autofill sets the whole value in one input event.
    fireEvent.change(box(1), { target: { value: '4821' } });
    expectBoxes(['4', '8', '2', '1'], 4);
  });

  it('typing over a filled box replaces its digit', async () => {
    const user = await renderAndTypeAt(1, '12');
    await typeAt(user, 1, '9');
    expectBoxes(['9', '2', '', ''], 2);
  });

  it('the arrow keys move between the boxes', async () => {
    const user = await renderAndTypeAt(2, '{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('ties the error to the group and every box', () => {
    setup(otpMessages.incomplete);
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toHaveAccessibleDescription(otpMessages.incomplete);
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('aria-invalid', 'true');
      expect(box(n)).toHaveAccessibleDescription(otpMessages.incomplete);
    }
  });

  it('is one field: the code, a space for an empty box before a filled one', async () => {
    const user = await renderAndTypeAt(1, '123');
    expect(code()).toBe('123');
    await typeAt(user, 2, '{Backspace}');
    expect(code()).toBe('1 3');
    expect(values()).toEqual(['1', '', '3', '']);
  });

  it('focusing the field by its id (the form does, for an error) focuses the first empty box', async () => {
    const user = await renderAndTypeAt(1, '1');
    await user.click(box(4));
    document.getElementById('otp')!.focus();
    expect(box(2)).toHaveFocus();
  });

  it('has as many boxes as the code has digits: 8 for a number under attack', async () => {
    const user = setup(undefined, 8);
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 8' }));
    await user.paste('48213579');
    expect(code()).toBe('48213579');
    expect(screen.getByRole('textbox', { name: 'Digit 8 of 8' })).toHaveFocus();
  });
});
