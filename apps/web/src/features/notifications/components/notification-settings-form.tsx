import { EMAIL_MODES, type TEmailMode } from '@beatpasal/shared/notification-kinds';
import type { TNotificationSettings } from '@beatpasal/shared/schemas/notifications';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/form/error-summary';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useSaveNotificationSettings } from '../api/use-notification-settings';

type TSetting = TNotificationSettings['settings'][number];

type TChoice = { byEmail: TEmailMode; byPush: boolean };

function KindChoice({
  setting,
  value,
  onChange,
}: {
  setting: TSetting;
  value: TChoice;
  onChange: (choice: TChoice) => void;
}) {
  const t = useT();
  const name = t(`notifications.settings.kindNames.${setting.kind}`);
  return (
    <fieldset className="rounded-xl border border-zinc-800 px-4 py-3">
      <legend className="px-1 text-sm font-semibold text-white">{name}</legend>
      {setting.isRequired ? (
        <p className="text-sm text-zinc-300">
          <span className="font-medium text-zinc-100">{t('notifications.settings.modes.instant')}</span>:{' '}
          {t('notifications.settings.required')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {EMAIL_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-sm text-zinc-200">
              <input
                type="radio"
                name={setting.kind}
                value={mode}
                checked={value.byEmail === mode}
                onChange={() => onChange({ ...value, byEmail: mode })}
                className="size-4 accent-brand-500"
              />
              {t(`notifications.settings.modes.${mode}`)}
            </label>
          ))}
        </div>
      )}
      <label className="mt-1 flex min-h-11 items-center gap-2 border-t border-zinc-800 pt-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          checked={value.byPush}
          onChange={(event) => onChange({ ...value, byPush: event.currentTarget.checked })}
          className="size-4 accent-brand-500"
        />
        {t('notifications.settings.byPush')}
      </label>
    </fieldset>
  );
}

/** Each kind by e-mail (at once, in the daily digest, or off; the mails a person needs stay on) and by push. */
export function NotificationSettingsForm({ settings }: { settings: TNotificationSettings }) {
  const t = useT();
  const save = useSaveNotificationSettings();
  const [chosen, setChosen] = useState(
    () => new Map(settings.settings.map((s) => [s.kind, { byEmail: s.byEmail, byPush: s.byPush }])),
  );
  const choiceOf = (setting: TSetting) => chosen.get(setting.kind) ?? setting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = settings.settings.map((setting) => {
      const { byEmail, byPush } = choiceOf(setting);
      return setting.isRequired ? { kind: setting.kind, byPush } : { kind: setting.kind, byEmail, byPush };
    });
    save.mutate({ settings: changed }, { onSuccess: () => toast.success(t('notifications.settings.saved')) });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ErrorSummary
        title={t('notifications.settings.title')}
        messages={save.isError ? [isApiError(save.error) ? save.error.message : t('errors.unexpected')] : []}
      />
      {settings.settings.map((setting) => (
        <KindChoice
          key={setting.kind}
          setting={setting}
          value={choiceOf(setting)}
          onChange={(choice) => setChosen((before) => new Map(before).set(setting.kind, choice))}
        />
      ))}
      <Button type="submit" isBusy={save.isPending}>
        {t('notifications.settings.save')}
      </Button>
    </form>
  );
}
