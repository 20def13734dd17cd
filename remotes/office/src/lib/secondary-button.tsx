import type { ComponentProps } from 'react';
import { Button } from '@site/ui';

type SecondaryButtonProps = Omit<ComponentProps<typeof Button>, 'type' | '$variant' | '$size'>;

/** A secondary action of an office page (a row's Change, a pager's Next page, Keep): small, outlined, no submit. */
export function SecondaryButton(props: SecondaryButtonProps) {
  return <Button {...props} type="button" $variant="outline" $size="sm" />;
}
