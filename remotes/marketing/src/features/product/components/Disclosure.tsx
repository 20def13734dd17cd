import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1.125rem;
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  padding: 0.75rem 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-align: left;

  span[aria-hidden] {
    font-size: 1.5rem;
    line-height: 1;
  }
`;

const Panel = styled.div`
  padding-bottom: 1rem;
  color: ${({ theme }) => theme.colors.textMuted};

  p + p,
  p + ul {
    margin-top: 0.5rem;
  }
`;

/** A collapsible section (WAI-ARIA disclosure): a heading's button toggling the content below it. */
export function Disclosure({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Box>
      <Heading>
        <Trigger type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {title}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Trigger>
      </Heading>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Box>
  );
}
