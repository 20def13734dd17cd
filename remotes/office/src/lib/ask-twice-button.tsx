import { useState } from 'react';
import { Button } from '@site/ui';
import { SecondaryButton } from './secondary-button';

interface AskTwiceButtonProps {
  /** The first press: "End". */
  label: string;
  /** Its accessible name: "End 10% OFF up to ₹100". */
  name: string;
  /** The second, explicit press: "Yes, end it". */
  confirmLabel: string;
  /** Its accessible name, saying what follows: "Yes, end 10% OFF up to ₹100 now". */
  confirmName: string;
  onConfirm: () => void;
}

/**
 * An action that cannot be undone (ending a scheme, disabling an account): the first press asks, a second,
 * explicit press does it, and Keep puts the question away.
 */
export function AskTwiceButton({ label, name, confirmLabel, confirmName, onConfirm }: AskTwiceButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <SecondaryButton aria-label={name} onClick={() => setAsking(true)}>
        {label}
      </SecondaryButton>
    );
  }
  return (
    <>
      <Button
        type="button"
        $size="sm"
        aria-label={confirmName}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <SecondaryButton onClick={() => setAsking(false)}>Keep</SecondaryButton>
    </>
  );
}
