import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page({
  closeOnBackdropClick = false,
  focusOnClose = false,
}: {
  closeOnBackdropClick?: boolean;
  focusOnClose?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const elsewhere = useRef<HTMLButtonElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    if (focusOnClose) elsewhere.current?.focus();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={elsewhere}>
        Elsewhere
      </button>
      <Dialog
        open={open}
        onClose={close}
        initialFocus={ok}
        closeOnBackdropClick={closeOnBackdropClick}
        aria-labelledby="title"
        data-testid="backdrop"
      >
        {(closeDialog) => (
          <>
            <h2 id="title">Saved</h2>
            <a href="#details">Details</a>
            <button type="button" ref={ok} onClick={closeDialog}>
              OK
            </button>
          </>
        )}
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Saved' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed, on the server as in the browser', () => {
    expect(renderToString(<Dialog open={false} onClose={() => {}} aria-labelledby="t" />)).toBe('');
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal with focus on initialFocus, and Tab and Shift+Tab go round inside', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const details = within(dialog).getByRole('link', { name: 'Details' });
    expect(ok).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    expect(details).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
    expect(ok).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves focus where onClose put it', async () => {
    const { user, dialog } = await openDialog({ focusOnClose: true });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes on a click on the backdrop only when asked to, never on a click inside', async () => {
    const first = await openDialog();
    await first.user.click(screen.getByTestId('backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.dialog.ownerDocument.body.innerHTML = '';

    const { user, dialog } = await openDialog({ closeOnBackdropClick: true });
    await user.click(within(dialog).getByRole('heading', { name: 'Saved' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
