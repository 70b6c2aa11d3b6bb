import { useId } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useFreeDownloadSwitch } from '../api/free-downloads-api';

/** The studio's "Free download" switch on the edit-track page: saved at once, apart from the track form. */
export function FreeDownloadSwitch({ trackId }: { trackId: string }) {
  const t = useT();
  const hintId = useId();
  const { query, mutation } = useFreeDownloadSwitch(trackId);
  let body;
  if (query.isPending) body = <p className="text-sm text-zinc-400">{t('freeDownloads.studio.loading')}</p>;
  else if (query.isError)
    body = (
      <p role="alert" className="text-sm text-red-300">
        {t('freeDownloads.studio.loadFailed')}
      </p>
    );
  else {
    const isFree = mutation.isPending ? mutation.variables : query.data.isFree;
    body = (
      <>
        <label className="flex min-h-9 items-start gap-3 text-sm font-semibold text-white">
          <input
            type="checkbox"
            role="switch"
            checked={isFree}
            disabled={mutation.isPending}
            aria-describedby={hintId}
            onChange={(event) => mutation.mutate(event.currentTarget.checked)}
            className="mt-0.5 size-5 accent-brand-500"
          />
          {t('freeDownloads.studio.label')}
        </label>
        <p id={hintId} className="mt-1 pl-8 text-xs text-zinc-400">
          {t('freeDownloads.studio.hint')}
        </p>
        <p className="mt-2 pl-8 text-sm text-zinc-300" aria-live="polite">
          {isFree ? t('freeDownloads.studio.on') : t('freeDownloads.studio.off')}
        </p>
        {mutation.isError && (
          <p role="alert" className="mt-2 pl-8 text-sm text-red-300">
            {isApiError(mutation.error) ? mutation.error.message : t('errors.unexpected')}
          </p>
        )}
      </>
    );
  }
  return <section className="mt-8 rounded-2xl border border-zinc-800 bg-zinc-900 p-4">{body}</section>;
}
