import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';

interface TConfirmToast {
  id: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  durationMs: number;
  onConfirm: () => void;
  /** Where focus goes back when the toast closes without a choice or with Cancel. */
  returnFocusTo: HTMLElement | null;
}

/**
 * A question in a toast with two buttons (spec §8's delete confirmation). Focus moves to Cancel, the
 * safe choice, and comes back to the control that asked when the toast closes unanswered.
 */
export function confirmToast({
  id,
  question,
  confirmLabel,
  cancelLabel,
  durationMs,
  onConfirm,
  returnFocusTo,
}: TConfirmToast) {
  const restoreFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || active.closest('[data-confirm-toast]'))
      returnFocusTo?.focus();
  };
  const timer = setTimeout(restoreFocus, durationMs + 50);
  const close = (isConfirmed: boolean) => {
    clearTimeout(timer);
    toast.dismiss(id);
    if (isConfirmed) onConfirm();
    else returnFocusTo?.focus();
  };
  toast(
    () => (
      <div data-confirm-toast className="flex flex-col gap-3">
        <p className="font-semibold">{question}</p>
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" autoFocus onClick={() => close(false)}>
            {cancelLabel}
          </Button>
          <Button size="sm" className="bg-red-600 hover:bg-red-700" onClick={() => close(true)}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    ),
    { id, duration: durationMs },
  );
}
