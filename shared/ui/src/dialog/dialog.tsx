import {
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { siteTheme } from '../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Without the browser's frame: the user styles the box (styled(Dialog)); the browser centres it unless told otherwise. */
const NativeDialog = styled.dialog`
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;

  &::backdrop {
    /* Outside a ThemeProvider (the theme is {}), the site's variable. */
    background: ${({ theme }) => (theme.colors ?? siteTheme.colors).scrim};
    animation: ${fadeIn} 200ms ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &::backdrop {
      animation: none;
    }
  }
`;

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface DialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onClose' | 'onCancel' | 'children'
> {
  open: boolean;
  /** Asked to close (Escape, a close request, the backdrop when `closeOnBackdropClick`); the caller sets `open`. */
  onClose: () => void;
  /** Where focus goes when it opens; the dialog itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  /** The content; as a function it gets `close`, for a control whose onClose moves focus out (see below). */
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The site's modal dialog, on the native <dialog> opened with showModal(): the browser puts it in the
 * top layer and makes the page behind inert. On top of that it keeps the modal contract the site had:
 * focus moves in (to `initialFocus`), Tab and Shift+Tab go round inside (the browser would let them
 * leave for its own toolbar), Escape asks to close, the page behind does not scroll, and focus goes back
 * to where it was, unless `onClose` put it somewhere else: focus can only go out once the page is no
 * longer inert, so a control inside that closes it calls the `close` its children get, not onClose.
 * Closed, it renders nothing, on the server and in the browser alike. Name it with aria-labelledby.
 */
export function Dialog({ open, onClose, initialFocus, closeOnBackdropClick = false, children, ...rest }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal: there the open attribute shows it, and the listeners below keep focus in.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    (initialFocus?.current ?? element).focus();

    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Browsers make the page behind inert; where it is not, focus sent there comes back.
    const keepFocusIn = (event: FocusEvent) => {
      if (isOpen(element) && event.target instanceof Node && !element.contains(event.target))
        (initialFocus?.current ?? element).focus();
    };
    document.addEventListener('focusin', keepFocusIn);

    return () => {
      document.removeEventListener('focusin', keepFocusIn);
      document.body.style.overflow = overflow;
      if (isOpen(element)) closeNative(element);
      const active = document.activeElement;
      const focusLost = !active || active === document.body || element.contains(active);
      if (focusLost && returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  // The native dialog closes first, so the page is no longer inert when onClose moves focus into it.
  const requestClose = () => {
    if (dialog.current && isOpen(dialog.current)) closeNative(dialog.current);
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      requestClose();
    } else if (event.key === 'Tab') {
      keepTabInside(event);
    }
  };

  return (
    <NativeDialog
      ref={dialog}
      tabIndex={-1}
      aria-modal="true"
      {...rest}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget && !isWithin(event.currentTarget, event))
          requestClose();
      }}
    >
      {typeof children === 'function' ? children(requestClose) : children}
    </NativeDialog>
  );
}

/** A click on the ::backdrop reaches the dialog itself, from outside its box. */
function isWithin(element: HTMLElement, { clientX, clientY }: { clientX: number; clientY: number }) {
  const box = element.getBoundingClientRect();
  return clientX > box.left && clientX < box.right && clientY > box.top && clientY < box.bottom;
}

/** The attribute, not the property: jsdom has no HTMLDialogElement behaviour. */
const isOpen = (element: HTMLDialogElement) => element.hasAttribute('open');

function closeNative(element: HTMLDialogElement) {
  if (typeof element.close === 'function') element.close();
  else element.removeAttribute('open');
}

/** Tab from the last control goes to the first, Shift+Tab from the first (or the dialog itself) to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const container = event.currentTarget;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hidden);
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
