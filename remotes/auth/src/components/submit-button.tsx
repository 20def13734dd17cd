import type { ComponentProps } from 'react';
import { useFormStatus } from '@site/ui/form';
import { Button } from '@site/ui';
import { PROCESSING_LABEL } from '../lib/notices';

type SubmitButtonProps = { label: string } & Omit<ComponentProps<typeof Button>, 'type' | 'children'>;

/** The submit button of an auth form: it reads Processing... and is disabled while the form is sending. */
export function SubmitButton({ label, disabled = false, ...buttonProps }: SubmitButtonProps) {
  const { sending } = useFormStatus();
  return (
    <Button {...buttonProps} type="submit" disabled={sending || disabled}>
      {sending ? PROCESSING_LABEL : label}
    </Button>
  );
}
