import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { site } from '@site/contract';
import { Button } from './formStyles';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.55);
`;

const Panel = styled.div`
  width: min(28rem, 100%);
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  margin-bottom: 0.75rem;
`;

const Body = styled.p`
  margin-bottom: 1.5rem;
`;

interface ThankYouDialogProps {
  open: boolean;
  /** Closes the dialog; the caller puts focus back where it belongs. */
  onClose: () => void;
}

/**
 * The thank-you dialog after a stored inquiry (§2, §9): a modal that takes focus, keeps Tab inside
 * and closes on OK or Escape.
 */
export function ThankYouDialog({ open, onClose }: ThankYouDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    okButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        // OK is the only control inside, so Tab and Shift+Tab both stay on it.
        event.preventDefault();
        okButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
        <Title id={titleId}>Thank you!</Title>
        <Body id={bodyId}>
          An executive will contact you within {site.responseBusinessDays} business days.
        </Body>
        <Button type="button" ref={okButton} onClick={onClose}>
          OK
        </Button>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
