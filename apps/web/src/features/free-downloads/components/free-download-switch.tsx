import { SwitchField } from '../../../components/ui/switch-field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useFreeDownloadSwitch } from '../api/free-downloads-api';

/** The studio's "Free download" switch on the edit-track page: saved at once, apart from the track form. */
export function FreeDownloadSwitch({ trackId }: { trackId: string }) {
  const t = useT();
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
        <SwitchField
          label={t('freeDownloads.studio.label')}
          hint={t('freeDownloads.studio.hint')}
          status={isFree ? t('freeDownloads.studio.on') : t('freeDownloads.studio.off')}
          isChecked={isFree}
          isDisabled={mutation.isPending}
          onChange={(checked) => mutation.mutate(checked)}
        />
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
