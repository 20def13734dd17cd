import styled from 'styled-components';
import { ErrorText, type FieldBinding, FieldBlock, RequiredMark } from '@site/ui/form';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  font-weight: 600;
  padding: 0;
  margin-bottom: 0.375rem;
`;

const Options = styled.div`
  display: flex;
  gap: 1.5rem;
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** An answer: the value sent, and its words on the page. */
interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  field: FieldBinding;
  legend: string;
  options: readonly Choice[];
  required?: boolean;
}

/** A radio group named by its legend; the first option takes focus when the group is in error. */
export function ChoiceField({ field, legend, options, required = false }: ChoiceFieldProps) {
  const invalid = field.error !== undefined;
  const legendId = `${field.id}-legend`;
  return (
    <FieldBlock>
      <Fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required={required || undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? field.errorId : undefined}
      >
        <Legend id={legendId}>
          {legend}
          {required && <RequiredMark />}
        </Legend>
        <Options>
          {options.map((option, index) => (
            <Option key={option.value}>
              <input
                type="radio"
                id={index === 0 ? field.id : undefined}
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                ref={index === 0 ? field.inputRef : undefined}
              />
              {option.label}
            </Option>
          ))}
        </Options>
      </Fieldset>
      {field.error && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
