import { useId, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/layout/use-modal-dialog';
import { useT } from '../../../lib/i18n/i18n';
import { ForgotPasswordForm } from './forgot-password-form';

interface TForgotPasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** What the person already typed on the login form. */
  email: string;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The 'Forgot password?' modal of /login (spec §2.8). */
export function ForgotPasswordDialog({ isOpen, onClose, email, returnFocusTo }: TForgotPasswordDialogProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useModalDialog(isOpen, onClose, returnFocusTo);
  return (
    <dialog
      aria-labelledby={titleId}
      {...dialog}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-zinc-700 bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/70"
    >
      {isOpen && (
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold text-white">
            {t('accounts.forgot.modalTitle')}
          </h2>
          <p className="mt-2 text-sm text-zinc-300">{t('accounts.forgot.intro')}</p>
          <div className="mt-5">
            <ForgotPasswordForm variant="modal" defaultEmail={email} />
          </div>
          <Button variant="ghost" className="mt-3 w-full" onClick={onClose}>
            {t('accounts.forgot.close')}
          </Button>
        </div>
      )}
    </dialog>
  );
}
