import type { ComponentProps } from 'react';
import { Button } from '@site/ui';
import { useFormStatus } from './form';

type SubmitButtonProps = {
  label: string;
  /** What it reads while the form is sending. */
  busyLabel: string;
} & Omit<ComponentProps<typeof Button>, 'type' | 'children'>;

/** A form's submit button: it says the form is sending, and is disabled meanwhile (one submission at a time). */
export function SubmitButton({ label, busyLabel, disabled = false, ...buttonProps }: SubmitButtonProps) {
  const { sending } = useFormStatus();
  return (
    <Button {...buttonProps} type="submit" disabled={sending || disabled}>
      {sending ? busyLabel : label}
    </Button>
  );
}
