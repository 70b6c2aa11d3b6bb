import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';

/** The equalizer animation while a track list loads; it stands still for people who ask for less motion. */
export function EqualizerLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-16 text-zinc-300">
      <span aria-hidden="true" className="bp-equalizer flex h-10 items-end gap-1.5">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span key={bar} className="block h-full w-2 rounded-full bg-brand-500" />
        ))}
      </span>
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}

export function SpinnerLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-zinc-300">
      <span className="text-brand-400">
        <Spinner />
      </span>
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-700 px-4 py-12 text-center">
      <p className="max-w-md text-zinc-300">{children}</p>
      {action}
    </div>
  );
}

/** A failed load: the server's message (or the friendly network text) and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const message = isApiError(error) ? error.message : t('errors.unexpected');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-900/60 bg-red-950/30 px-4 py-10 text-center"
    >
      <p className="font-semibold text-white">{t('catalogue.states.errorTitle')}</p>
      <p className="max-w-md text-sm text-zinc-300">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('catalogue.states.retry')}
      </Button>
    </div>
  );
}
