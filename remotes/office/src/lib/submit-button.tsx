import type { ComponentProps } from 'react';
import { Button } from '@site/ui';
import { useFormStatus } from '@site/ui/form';

type SubmitButtonProps = { label: string; busyLabel?: string } & Omit<
  ComponentProps<typeof Button>,
  'type' | 'children'
>;

/** The submit button of an office form: it says so and is disabled while the form is sending. */
export function SubmitButton({
  label,
  busyLabel = 'Please wait…',
  disabled = false,
  ...buttonProps
}: SubmitButtonProps) {
  const { sending } = useFormStatus();
  return (
    <Button {...buttonProps} type="submit" disabled={sending || disabled}>
      {sending ? busyLabel : label}
    </Button>
  );
}
