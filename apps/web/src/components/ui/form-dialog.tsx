import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from '../layout/use-modal-dialog';
import { Button } from './button';
import { FieldError } from './form/field-error';

interface TFormDialogProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The server's refusal or a failed request, shown above the buttons. */
  error?: string;
  isBusy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** A destructive action's colour on the submit button. */
  submitClassName?: string;
  onSubmit: () => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A modal form (report, reject): title, fields, the error, Cancel and the action; Escape and Cancel close it. */
export function FormDialog({
  title,
  intro,
  error,
  isBusy,
  cancelLabel,
  submitLabel,
  submitClassName,
  onSubmit,
  onClose,
  returnFocusTo,
  children,
}: TFormDialogProps) {
  const dialog = useModalDialog(true, onClose, returnFocusTo);
  const ids = { title: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog
      {...dialog}
      aria-labelledby={ids.title}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-zinc-900 p-0 text-zinc-100 ring-1 ring-zinc-700 backdrop:bg-black/70"
    >
      <form onSubmit={submit} className="space-y-4 p-6">
        <h2 id={ids.title} className="text-lg font-bold text-white">
          {title}
        </h2>
        {intro && <p className="text-sm text-zinc-300">{intro}</p>}
        {children}
        <FieldError id={ids.error} message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" isBusy={isBusy} className={submitClassName}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
