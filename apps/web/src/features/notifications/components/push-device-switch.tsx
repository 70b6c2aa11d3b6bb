import { useId } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { PushPermissionError, usePushDevice } from '../api/use-push-device';

/** Why turning push on failed, in the person's words. */
function useFailure(error: Error | null): string | null {
  const t = useT();
  if (!error) return null;
  if (error instanceof PushPermissionError) return t('notifications.device.notAllowed');
  if (isApiError(error)) return error.message;
  return t('notifications.device.failed');
}

/**
 * "Notifications on this device" on /settings/notifications: asks the browser's permission,
 * subscribes through the service worker and stores the subscription on the server; off forgets it.
 */
export function PushDeviceSwitch() {
  const t = useT();
  const hintId = useId();
  const { query, mutation } = usePushDevice();
  const failure = useFailure(mutation.error);
  const state = query.data;
  let body;
  if (query.isPending) body = <p className="text-sm text-zinc-400">{t('notifications.device.checking')}</p>;
  else if (!state || state.status !== 'ready') {
    const reason = state?.status ?? 'unsupported';
    body = (
      <>
        <p className="text-sm font-semibold text-white">{t('notifications.device.label')}</p>
        <p className="mt-1 text-sm text-zinc-300">{t(`notifications.device.${reason}`)}</p>
      </>
    );
  } else {
    const isOn = mutation.isPending ? mutation.variables : state.isOn;
    body = (
      <>
        <label className="flex min-h-11 items-start gap-3 text-sm font-semibold text-white">
          <input
            type="checkbox"
            role="switch"
            checked={isOn}
            disabled={mutation.isPending}
            aria-describedby={hintId}
            onChange={(event) => mutation.mutate(event.currentTarget.checked)}
            className="mt-0.5 size-5 accent-brand-500"
          />
          {t('notifications.device.label')}
        </label>
        <p id={hintId} className="mt-1 pl-8 text-xs text-zinc-400">
          {t('notifications.device.hint')}
        </p>
        <p className="mt-2 pl-8 text-sm text-zinc-300" aria-live="polite">
          {mutation.isPending
            ? t('notifications.device.working')
            : isOn
              ? t('notifications.device.on')
              : t('notifications.device.off')}
        </p>
      </>
    );
  }
  return (
    <section className="mb-6 rounded-2xl border border-zinc-800 bg-zinc-900 p-4">
      {body}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {failure}
        </p>
      )}
    </section>
  );
}
