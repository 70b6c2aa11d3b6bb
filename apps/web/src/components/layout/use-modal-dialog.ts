import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own controls. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A native `<dialog>` opened as a modal: the page behind it is inert, focus stays inside,
 * Escape and a click on the backdrop call `onClose`, the page does not scroll underneath,
 * and focus goes back to `returnFocusTo` (the control that opened it) when it closes.
 */
export function useModalDialog(isOpen: boolean, onClose: () => void, returnFocusTo?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const opener =
      returnFocusTo?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    dialog.showModal();
    // React's autoFocus runs before the dialog is shown, so the field to start in is marked instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [isOpen, returnFocusTo]);

  return {
    ref,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Tab') keepTabInside(event);
    },
    // The browser would close the dialog itself; the owner's state decides instead.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    // Only a click on the backdrop lands on the <dialog> itself: its content fills it.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
