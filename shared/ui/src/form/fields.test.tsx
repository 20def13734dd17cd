import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField, type FieldBinding } from './fields';
import { createTheme } from '../theme';

/** The element the last rendered field handed to its inputRef. */
let referenced: HTMLElement | null = null;

interface BoundProps {
  initial?: string;
  error?: string;
  render: (field: FieldBinding) => ReactNode;
}

/** A field bound to real state, as the forms' hooks bind it; the element its ref receives is kept. */
function Bound({ initial = '', error, render: renderField }: BoundProps) {
  const [value, setValue] = useState(initial);
  const field: FieldBinding = {
    id: 'f',
    name: 'shopName',
    value,
    error,
    errorId: 'f-error',
    onChange: setValue,
    inputRef: (element) => {
      referenced = element;
    },
  };
  return <ThemeProvider theme={createTheme('light')}>{renderField(field)}</ThemeProvider>;
}

describe('TextField', () => {
  it('is named by exactly its label, with the required mark beside the label and hidden from screen readers', () => {
    render(<Bound render={(field) => <TextField field={field} label="Shop Name" required />} />);
    const input = screen.getByRole('textbox', { name: 'Shop Name' });
    expect(screen.getByText('Shop Name').tagName).toBe('LABEL');
    expect(screen.getByText('Shop Name')).toHaveTextContent(/^Shop Name$/);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(referenced).toBe(input);
  });

  it('has no required mark when optional', () => {
    render(<Bound render={(field) => <TextField field={field} label="Comment" />} />);
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Comment' })).not.toHaveAttribute('aria-required');
  });

  it('reports each change as the new value', async () => {
    render(<Bound render={(field) => <TextField field={field} label="Shop Name" />} />);
    const input = screen.getByRole('textbox', { name: 'Shop Name' });
    await userEvent.type(input, 'Anil');
    expect(input).toHaveValue('Anil');
  });

  it('shows its error under the control and describes the control by the prefix, the error and the extra ids, in that order', () => {
    render(
      <Bound
        error="Enter a 10 digit mobile number"
        render={(field) => (
          <TextField
            field={field}
            label="Mobile Number"
            required
            type="tel"
            prefix="+91"
            maxLength={10}
            inputMode="numeric"
            describedBy="hint"
          />
        )}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'f-prefix f-error hint');
    expect(document.getElementById('f-prefix')).toHaveTextContent('+91');
    expect(document.getElementById('f-error')).toHaveTextContent('Enter a 10 digit mobile number');
    expect(input).toHaveAccessibleDescription('+91 Enter a 10 digit mobile number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows its hint under the control and describes the control by the hint, then the error', () => {
    render(
      <Bound
        error="Required"
        render={(field) => (
          <TextField field={field} label="Takes effect" type="datetime-local" hint="India time; now or later" />
        )}
      />,
    );
    const input = screen.getByLabelText('Takes effect');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('aria-describedby', 'f-hint f-error');
    expect(input).toHaveAccessibleDescription('India time; now or later Required');
  });

  it('is a textarea when given rows', () => {
    render(<Bound error="Required" render={(field) => <TextField field={field} label="Message" rows={3} />} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAttribute('aria-describedby', 'f-error');
    expect(referenced).toBe(textarea);
  });
});

describe('SelectField', () => {
  const STATES = ['Kerala', 'Tamil Nadu'];
  const shownOptions = () => screen.getAllByRole('option').map((option) => option.textContent);

  it('offers the placeholder as the empty first choice, then the options', async () => {
    render(
      <Bound
        render={(field) => (
          <SelectField field={field} label="State" placeholder="Select state" options={STATES} required />
        )}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(shownOptions()).toEqual(['Select state', 'Kerala', 'Tamil Nadu']);
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.selectOptions(select, 'Tamil Nadu');
    expect(select).toHaveValue('Tamil Nadu');
    expect(referenced).toBe(select);
  });

  it('still offers a stored value the options do not have, so loading never changes it', () => {
    render(
      <Bound
        initial="India"
        render={(field) => <SelectField field={field} label="Country" placeholder="Loading…" options={[]} busy />}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(shownOptions()).toEqual(['Loading…', 'India']);
    expect(select).toHaveValue('India');
    expect(select).toHaveAttribute('aria-busy', 'true');
  });

  it('ties its error to the select', () => {
    render(
      <Bound
        error="Select a state"
        render={(field) => <SelectField field={field} label="State" placeholder="Select state" options={STATES} />}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Select a state');
    expect(select).not.toHaveAttribute('aria-busy');
  });
});
