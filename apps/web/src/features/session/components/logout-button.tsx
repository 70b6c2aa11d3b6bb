import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { signOutAndReload } from '../api/sign-out';

/** Signs out and reloads at home; a failure is shown, and the person stays signed in. */
export function LogoutButton({ className }: { className: string }) {
  const t = useT();
  const [isBusy, setIsBusy] = useState(false);

  const logout = async () => {
    setIsBusy(true);
    try {
      await signOutAndReload();
    } catch (error) {
      setIsBusy(false);
      // Loaded on demand: toasts are kept out of the first-load bundle.
      const { toastError } = await import('../../../lib/toast-error');
      toastError(error);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      className={className}
    >
      {t('accounts.nav.logout')}
    </button>
  );
}
