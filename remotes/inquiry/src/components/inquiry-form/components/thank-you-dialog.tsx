import { useId, useRef } from 'react';
import styled from 'styled-components';
import { site } from '@site/contract';
import { Button, Dialog } from '@site/ui';
import { useWords } from '../../../lib/words';

const Centred = styled(Dialog)`
  width: min(28rem, calc(100% - 2rem));
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
 * The thank-you dialog after a stored inquiry (docs/product.md#partner): a modal (the site's Dialog) that takes focus,
 * keeps Tab inside and closes on OK or Escape.
 */
export function ThankYouDialog({ open, onClose }: ThankYouDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const okButton = useRef<HTMLButtonElement>(null);
  const t = useWords();

  return (
    <Centred open={open} onClose={onClose} initialFocus={okButton} aria-labelledby={titleId} aria-describedby={bodyId}>
      {(close) => (
        <Panel>
          <Title id={titleId}>{t('thankYou.title')}</Title>
          <Body id={bodyId}>{t('thankYou.body', { days: site.responseBusinessDays })}</Body>
          <Button $variant="primary" $size="lg" type="button" ref={okButton} onClick={close}>
            {t('thankYou.ok')}
          </Button>
        </Panel>
      )}
    </Centred>
  );
}
