import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { GSTIN_LENGTH, uiTexts } from '@site/contract';
import { useSharedText } from '@site/state';
import { Field } from './field';
import { TextField } from './fields';

/** The two fields this control edits, in any form that has them (sign-up and the profile). */
interface GstValues {
  gstRegistered: boolean;
  gstin: string;
}

const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  align-self: end;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.action};
  }

  label {
    font-weight: 600;
  }
`;

/** A GSTIN is upper case: shown so as it is typed (the rule and the server accept either case). */
const UpperCase = styled.div`
  display: contents;

  input {
    text-transform: uppercase;
  }
`;

/**
 * "GST Registered?" and, while it is ticked, the GSTIN it requires (the contract's rule checks it
 * against the form's state). Unticking clears the GSTIN and its message. `registeredLabel`: the question in
 * the page's language.
 */
export function GstFields({ registeredLabel }: { registeredLabel?: string }) {
  const say = useSharedText();
  const { control, setValue, clearErrors } = useFormContext<GstValues>();
  const gstId = useId();
  const registered = useWatch({ control, name: 'gstRegistered' });
  return (
    <>
      <Controller
        control={control}
        name="gstRegistered"
        render={({ field }) => (
          <CheckboxRow>
            <input
              type="checkbox"
              id={gstId}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => {
                field.onChange(event.target.checked);
                if (!event.target.checked) {
                  setValue('gstin', '');
                  clearErrors('gstin');
                }
              }}
              onBlur={field.onBlur}
            />
            <label htmlFor={gstId}>{registeredLabel ?? say(uiTexts.gstRegistered)}</label>
          </CheckboxRow>
        )}
      />
      {registered && (
        <UpperCase>
          <Field<GstValues> name="gstin">
            {(field) => <TextField field={field} label="GSTIN" required maxLength={GSTIN_LENGTH} autoComplete="off" />}
          </Field>
        </UpperCase>
      )}
    </>
  );
}
