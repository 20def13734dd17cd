import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { controlStyles, ErrorText, type FieldBinding, FieldBlock, FieldLabel } from '@site/ui/form';
import { useWords } from '../../lib/words';
import type { BusinessTypeOption } from './use-sign-up-lists';

const Root = styled.div`
  position: relative;
`;

const ComboInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  padding-right: 5.5rem;
`;

const Controls = styled.div`
  position: absolute;
  top: 0;
  right: 0.25rem;
  bottom: 0;
  display: flex;
  align-items: center;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.125rem;
  line-height: 1;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.link};
    outline-offset: -3px;
  }
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`;

const Listbox = styled.ul`
  max-height: 15rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean; $chosen: boolean }>`
  padding: 0.625rem 0.75rem;
  cursor: pointer;
  font-weight: ${({ $chosen }) => ($chosen ? 700 : 400)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryContrast : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.action : 'transparent')};

  &:hover {
    text-decoration: underline;
  }
`;

const Status = styled.p`
  padding: 0.625rem 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

interface BusinessTypeComboboxProps {
  field: FieldBinding;
  label: string;
  options: readonly BusinessTypeOption[];
  loading: boolean;
  required?: boolean;
}

const { ControlledPropUpdatedSelectedItem, InputChange, InputKeyDownArrowDown } = useCombobox.stateChangeTypes;

/** Alt+Down opens the list without moving into it, even when an option is chosen (Downshift moves to the choice). */
function stateReducer(
  state: UseComboboxState<BusinessTypeOption>,
  action: UseComboboxStateChangeOptions<BusinessTypeOption>,
) {
  if (action.type === InputKeyDownArrowDown && action.altKey && !state.isOpen)
    return { ...action.changes, highlightedIndex: -1 };
  return action.changes;
}

/**
 * Business Type (docs/product.md#sign-up): a searchable, clearable dropdown, the ARIA 1.2 editable combobox with list
 * autocomplete, on Downshift's useCombobox. Typing filters the list; Down/Up move through it (Alt+Down
 * opens it without moving), Enter chooses, Escape closes it or, when closed, clears the choice; the ×
 * button clears. The field's value is an option's value, set only by choosing or by typing an option's
 * exact name: it always follows the box's text.
 */
export function BusinessTypeCombobox({ field, label, options, loading, required = false }: BusinessTypeComboboxProps) {
  const t = useWords();
  const labelId = `${field.id}-label`;
  const chosen = options.find((option) => option.value === field.value) ?? null;
  const [text, setText] = useState(chosen?.label ?? '');
  // Typed text filters the list; opened without typing (button, after a choice) it shows every option.
  const [filtering, setFiltering] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const valueOfText = (value: string) =>
    options.find((option) => option.label.toLowerCase() === value.trim().toLowerCase())?.value ?? '';
  const query = text.trim().toLowerCase();
  const visible = options.filter((option) => !filtering || option.label.toLowerCase().includes(query));

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps, reset } =
    useCombobox({
      items: visible,
      itemToString: (option) => option?.label ?? '',
      itemToKey: (option) => option?.value,
      selectedItem: chosen,
      inputValue: text,
      inputId: field.id,
      labelId,
      menuId: `${field.id}-listbox`,
      toggleButtonId: `${field.id}-toggle`,
      getItemId: (index) => `${field.id}-option-${index}`,
      stateReducer,
      onInputValueChange: ({ type, inputValue }) => {
        // The value changed outside (the list arrived, the form was reset): show its name, unless the text already says it.
        if (type === ControlledPropUpdatedSelectedItem) {
          if (valueOfText(text) !== field.value) setText(inputValue);
          return;
        }
        // Typing is handled in the input's own change event (below).
        if (type === InputChange) return;
        showText(inputValue, false);
      },
    });

  /** The box's text, and the field's value that follows it. */
  function showText(value: string, typed: boolean) {
    setText(value);
    setFiltering(typed);
    field.onChange(valueOfText(value));
  }

  const invalid = field.error !== undefined;
  const status = !isOpen
    ? ''
    : loading
      ? t('signUp.businessTypesLoading')
      : visible.length === 0
        ? t('signUp.noBusinessTypeMatches')
        : '';
  const inputProps = getInputProps({
    // Downshift reports a typed value from an effect, a render late: a controlled box would show the old
    // text in between and lose a fast next key, so the text is set in the change event itself.
    onChange: (event) => showText((event.target as HTMLInputElement).value, true),
    // A choice shows at once too, not an effect later (Downshift's own handling follows with the same text).
    onKeyDown: (event) => {
      const highlighted = isOpen && event.key === 'Enter' ? visible[highlightedIndex] : undefined;
      if (highlighted) showText(highlighted.label, false);
    },
    ref: (element: HTMLInputElement | null) => {
      input.current = element;
      field.inputRef(element);
    },
  });

  return (
    <FieldBlock>
      <FieldLabel id={labelId} htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <Root>
        <ComboInput
          {...inputProps}
          name={field.name}
          type="text"
          // Downshift writes an empty attribute when no option is active; the pattern wants none.
          aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
          aria-invalid={invalid}
          aria-required={required || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
          $invalid={invalid}
        />
        <Controls>
          {text && (
            <IconButton
              type="button"
              aria-label={t('signUp.businessTypeClear', { label })}
              onClick={() => {
                reset();
                input.current?.focus();
              }}
            >
              ×
            </IconButton>
          )}
          <IconButton
            {...getToggleButtonProps({
              type: 'button',
              'aria-label': t('signUp.businessTypeOptions', { label }),
              // Keep focus in the input, as the pattern expects.
              onMouseDown: (event) => event.preventDefault(),
              onClick: () => setFiltering(false),
            })}
          >
            ▾
          </IconButton>
        </Controls>
        <Popup hidden={!isOpen}>
          <Listbox {...getMenuProps()}>
            {isOpen &&
              visible.map((option, index) => (
                <Option
                  key={option.value}
                  {...getItemProps({ item: option, index, onClick: () => showText(option.label, false) })}
                  $active={index === highlightedIndex}
                  $chosen={option.value === field.value}
                >
                  {option.label}
                </Option>
              ))}
          </Listbox>
          <Status role="status">{status}</Status>
        </Popup>
      </Root>
      {invalid && <ErrorText id={field.errorId}>{field.error}</ErrorText>}
    </FieldBlock>
  );
}
