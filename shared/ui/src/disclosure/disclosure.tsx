import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';

/** `card`: a bordered box, outlined while open (an accordion's items); `rule`: a line under each (sections of a page). */
export type DisclosureLook = 'card' | 'rule';

const Box = styled.div<{ $look: DisclosureLook; $open: boolean }>`
  ${({ theme, $look, $open }) =>
    $look === 'card'
      ? css`
          border: 1px solid ${$open ? theme.colors.link : theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          overflow: hidden;
        `
      : css`
          border-bottom: 1px solid ${theme.colors.border};
        `}
`;

const Heading = styled.h2<{ $look: DisclosureLook }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ $look }) => ($look === 'card' ? '1.0625rem' : '1.125rem')};
`;

const Trigger = styled.button<{ $look: DisclosureLook }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: ${({ $look }) => ($look === 'card' ? '56px' : '52px')};
  padding: ${({ $look }) => ($look === 'card' ? '0.875rem 1rem' : '0.75rem 0')};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-align: left;

  ${({ theme, $look }) =>
    $look === 'card' &&
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
  padding: ${({ $look }) => ($look === 'card' ? '0 1rem 1rem' : '0 0 1rem')};
  color: ${({ theme }) => theme.colors.textMuted};

  p + p,
  p + ul {
    margin-top: 0.5rem;
  }
`;

function Chevron() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  look?: DisclosureLook;
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
      <Heading $look={look}>
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
          {look === 'card' ? <Chevron /> : <span aria-hidden="true">{open ? '−' : '+'}</span>}
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
