import { useEffect } from 'react';
import toast, { Toaster, useToasterStore, type DefaultToastOptions } from 'react-hot-toast';

/** The spec's numbers (§2.2); why these and not 3 s for all: docs/decisions/004-toast-durations.md. */
export const TOAST_LIMIT = 20;

const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4000,
  className: 'bg-zinc-800! text-zinc-50! border! border-zinc-700! text-sm!',
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/** Dismisses the oldest visible toasts beyond the limit. */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
}
