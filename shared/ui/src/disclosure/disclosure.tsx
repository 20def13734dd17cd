import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { ChevronIcon } from '../chevron-icon';

/**
 * `card`: a bordered box, outlined while open (an accordion's items); `rule`: a line under each (sections of
 * a page); `dashed`: a dashed box with a link-coloured title (a row of extras, the cart's offers).
 */
export type DisclosureLook = 'card' | 'rule' | 'dashed';

const Box = styled.div<{ $look: DisclosureLook; $open: boolean }>`
  ${({ theme, $look, $open }) =>
    $look === 'card'
      ? css`
          border: 1px solid ${$open ? theme.colors.link : theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          overflow: hidden;
        `
      : $look === 'dashed'
        ? css`
            border: 1px dashed ${theme.colors.textMuted};
            border-radius: ${theme.radii.md};
          `
        : css`
            border-bottom: 1px solid ${theme.colors.border};
          `}
`;

const Heading = styled.h2<{ $look: DisclosureLook }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ $look }) => ({ card: '1.0625rem', rule: '1.125rem', dashed: '1rem' })[$look]};
`;

const Trigger = styled.button<{ $look: DisclosureLook }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: ${({ $look }) => ({ card: '56px', rule: '52px', dashed: '2.75rem' })[$look]};
  padding: ${({ $look }) => ({ card: '0.875rem 1rem', rule: '0.75rem 0', dashed: '0.5rem 0.875rem' })[$look]};
  border: 0;
  background: transparent;
  color: ${({ theme, $look }) => ($look === 'dashed' ? theme.colors.link : theme.colors.text)};
  font-weight: 700;
  text-align: left;

  ${({ theme, $look }) =>
    $look !== 'rule' &&
    css`
      &:hover {
        background: ${theme.colors.surfaceAlt};
      }

      &:focus-visible {
        outline-offset: -3px;
      }
    `}

  svg {
    flex: none;
    transition: transform 200ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  span[aria-hidden] {
    font-size: 1.5rem;
    line-height: 1;
  }
`;

const Panel = styled.div<{ $look: DisclosureLook }>`
  padding: ${({ $look }) => ({ card: '0 1rem 1rem', rule: '0 0 1rem', dashed: '0 0.875rem 0.75rem' })[$look]};
  color: ${({ theme }) => theme.colors.textMuted};

  p + p,
  p + ul {
    margin-top: 0.5rem;
  }
`;

export interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  look?: DisclosureLook;
  /** The title's heading level: 2 for a page's sections, lower inside a titled region (a dialog's). */
  headingLevel?: 2 | 3 | 4;
  /** Open at first, when the disclosure keeps its own state. */
  defaultOpen?: boolean;
  /** Set with onOpenChange when a parent decides (an accordion's one open item). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel as a region named by its button: for a few important panels (WAI-ARIA accordion). */
  panelIsRegion?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  onTriggerKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * The WAI-ARIA disclosure: a heading's button (aria-expanded, aria-controls) showing and hiding the
 * content below it. The content is always rendered, hidden while closed, so a server-rendered page
 * carries it. Keeps its own state (defaultOpen) or follows `open`/`onOpenChange`.
 */
export function Disclosure({
  title,
  children,
  look = 'rule',
  headingLevel = 2,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  panelIsRegion = false,
  triggerRef,
  onTriggerKeyDown,
}: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;

  const toggle = () => {
    setOwnOpen(!open);
    onOpenChange?.(!open);
  };

  return (
    <Box $look={look} $open={open}>
      <Heading as={`h${headingLevel}`} $look={look}>
        <Trigger
          ref={triggerRef}
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          $look={look}
          onClick={toggle}
          onKeyDown={onTriggerKeyDown}
        >
          {title}
          {look === 'rule' ? <span aria-hidden="true">{open ? '−' : '+'}</span> : <ChevronIcon direction="down" />}
        </Trigger>
      </Heading>
      <Panel
        id={panelId}
        role={panelIsRegion ? 'region' : undefined}
        aria-labelledby={panelIsRegion ? buttonId : undefined}
        hidden={!open}
        $look={look}
      >
        {children}
      </Panel>
    </Box>
  );
}
