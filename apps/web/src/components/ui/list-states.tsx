import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error';
import { useT } from '../../lib/i18n/i18n';
import { Button } from './button';
import { Spinner } from './spinner';

/** The loading, failed and empty states of a list that reads from the server. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-12 text-sm text-zinc-300">
      <span className="text-brand-400">
        <Spinner />
      </span>
      {text}
    </p>
  );
}

/** A failed read: the server's message in the page's language, and a way to try again. */
export function LoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-900/60 bg-red-950/30 px-4 py-10 text-center"
    >
      <p className="max-w-md text-sm text-zinc-200">{isApiError(error) ? error.message : t('errors.unexpected')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} isBusy={isRetrying}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-700 px-4 py-12 text-center text-zinc-300">
      {children}
    </div>
  );
}
