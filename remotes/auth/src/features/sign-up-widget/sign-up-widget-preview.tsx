import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '@site/state';
import { mount } from './bridge';

/**
 * The dev harness's view of `./sign-up-widget`: collapsed below the remote's pages, and mounted with
 * `mount()` into a plain element when opened, as an embedding page does.
 */
export default function SignUpWidgetPreview() {
  const [open, setOpen] = useState(false);
  const [completed, setCompleted] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !container.current) return undefined;
    return mount(container.current, {
      apiBase: getRuntimeConfig().apiBase,
      toasts: false,
      onComplete: (customer) => setCompleted(customer.customer_id),
      onCancel: () => setOpen(false),
    });
  }, [open]);

  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Embeddable sign-up (./SignUpWidget)</summary>
      {completed && <p role="status">onComplete: {completed}</p>}
      <div ref={container} />
    </details>
  );
}
