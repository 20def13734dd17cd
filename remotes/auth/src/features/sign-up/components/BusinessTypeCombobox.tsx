import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { type FieldBinding, FieldBlock, FieldLabel } from '@site/ui';
import { controlStyles, ErrorText } from '../../../components/formStyles';
import { authNotices } from '../../../lib/notices';
import type { BusinessTypeOption } from '../api/fetchReferenceLists';

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
  color: ${({ theme, $active }) => ($active ? '#ffffff' : theme.colors.text)};
  /* #1565c0 keeps white text above 4.5:1 in both schemes. */
  background: ${({ $active }) => ($active ? '#1565c0' : 'transparent')};

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

/**
 * §2 Business Type: a searchable, clearable dropdown, built as the ARIA 1.2 editable combobox with
 * list autocomplete. Typing filters the list; Down/Up move through it (Alt+Down opens it without
 * moving), Enter chooses, Escape closes it or, when closed, clears the choice; the × button clears.
 * The field's value is an option's value, set only by choosing or by typing an option's exact name.
 */
export function BusinessTypeCombobox({ field, label, options, loading, required = false }: BusinessTypeComboboxProps) {
  const listboxId = `${field.id}-listbox`;
  const labelId = `${field.id}-label`;
  const optionId = (index: number) => `${field.id}-option-${index}`;
  const chosen = options.find((option) => option.value === field.value);

  const [text, setText] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Typed text filters the list; opened without typing (button, after a choice) it shows every option.
  const [filtering, setFiltering] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // Show the chosen option's name once the list arrives (the value may be set before it).
  const chosenLabel = chosen?.label;
  useEffect(() => {
    if (chosenLabel !== undefined) setText(chosenLabel);
  }, [chosenLabel]);

  const query = text.trim().toLowerCase();
  const visible = filtering && query ? options.filter((option) => option.label.toLowerCase().includes(query)) : options;
  const activeOption = open ? visible[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: BusinessTypeOption) => {
    field.onChange(option.value);
    setText(option.label);
    setFiltering(false);
    close();
  };

  const clear = () => {
    field.onChange('');
    setText('');
    setFiltering(false);
    close();
    input.current?.focus();
  };

  const handleInput = (value: string) => {
    setText(value);
    setFiltering(true);
    setOpen(true);
    setActive(-1);
    const exact = options.find((option) => option.label.toLowerCase() === value.trim().toLowerCase());
    field.onChange(exact?.value ?? '');
  };

  const indexOfChosen = () => Math.max(0, visible.findIndex((option) => option.value === field.value));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = visible.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.altKey || count === 0 ? -1 : indexOfChosen());
        } else if (count > 0) {
          setActive((current) => (current + 1) % count);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(count - 1);
        } else if (count > 0) {
          setActive((current) => (current <= 0 ? count - 1 : current - 1));
        }
        break;
      case 'Enter':
        // Choosing from the open list must not submit the form.
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          clear();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const invalid = field.error !== undefined;
  const status = !open ? '' : loading ? authNotices.businessTypesLoading : visible.length === 0 ? authNotices.noBusinessTypeMatches : '';

  return (
    <FieldBlock>
      <FieldLabel id={labelId} htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <Root ref={root}>
        <ComboInput
          id={field.id}
          name={field.name}
          ref={(element) => {
            input.current = element;
            field.inputRef(element);
          }}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-invalid={invalid}
          aria-required={required || undefined}
          aria-describedby={invalid ? field.errorId : undefined}
          $invalid={invalid}
          value={text}
          onChange={(event) => handleInput(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          onClick={() => setOpen(true)}
        />
        <Controls>
          {text && (
            <IconButton type="button" aria-label={`Clear ${label}`} onClick={clear}>
              ×
            </IconButton>
          )}
          <IconButton
            type="button"
            tabIndex={-1}
            aria-label={`${label} options`}
            aria-expanded={open}
            aria-controls={listboxId}
            // Keep focus in the input, as the pattern expects.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) {
                close();
              } else {
                setFiltering(false);
                setOpen(true);
              }
              input.current?.focus();
            }}
          >
            ▾
          </IconButton>
        </Controls>
        <Popup hidden={!open}>
          <Listbox id={listboxId} role="listbox" aria-labelledby={labelId}>
            {open &&
              visible.map((option, index) => (
                <Option
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  $chosen={option.value === field.value}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
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
