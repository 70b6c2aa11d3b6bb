import { SwitchField } from '../../../components/ui/switch-field';
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
    const status = mutation.isPending ? 'working' : isOn ? 'on' : 'off';
    body = (
      <SwitchField
        label={t('notifications.device.label')}
        hint={t('notifications.device.hint')}
        status={t(`notifications.device.${status}`)}
        isChecked={isOn}
        isDisabled={mutation.isPending}
        onChange={(checked) => mutation.mutate(checked)}
      />
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
