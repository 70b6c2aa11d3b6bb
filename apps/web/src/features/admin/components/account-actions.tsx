import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useAccountAction, useAdminUser, type TAccountAction } from '../api/trust-admin-api';

/** /admin/users: find one account, then suspend, restore or remove it with a reason. */
export function AccountActions() {
  const t = useT();
  const dates = useDates();
  const ids = { search: useId() };
  const [search, setSearch] = useState('');
  const [reason, setReason] = useState('');
  const query = useAdminUser(search);
  const action = useAccountAction();
  const account = query.data;
  const lookupError = query.error && (isApiError(query.error) ? query.error.message : t('errors.unexpected'));
  const actionError = action.error
    ? isApiError(action.error)
      ? action.error.message
      : t('errors.unexpected')
    : undefined;

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    action.reset();
  };
  const run = (kind: TAccountAction) => {
    if (!account || (kind === 'remove' && !window.confirm(t('admin.accounts.confirmRemove')))) return;
    action.mutate(
      { userId: account.id, action: kind, body: { reason } },
      { onSuccess: () => toast.success(t('admin.accounts.done')) },
    );
  };

  return (
    <div className="space-y-6">
      <form onSubmit={find} className="flex flex-wrap items-end gap-2">
        <Field id={ids.search} label={t('admin.accounts.search')} className="min-w-64 flex-1">
          {(control) => <input {...control} name="q" type="search" className={DIALOG_INPUT_CLASS} />}
        </Field>
        <Button type="submit">{t('admin.accounts.find')}</Button>
      </form>
      {lookupError && (
        <p role="alert" className="text-sm text-red-300">
          {lookupError}
        </p>
      )}
      {account && (
        <section aria-labelledby={`${ids.search}-result`} className="space-y-3 rounded-2xl border border-zinc-800 p-4">
          <h2 id={`${ids.search}-result`} className="text-lg font-semibold text-white">
            {account.email}
            {account.username && <span className="ml-2 text-zinc-400">@{account.username}</span>}
          </h2>
          <p className="text-sm text-zinc-300">
            {t('admin.accounts.role', { role: account.role ?? t('admin.accounts.noRole') })}
          </p>
          <p className="text-sm text-zinc-300">
            {t('admin.accounts.state', { state: t(`admin.accounts.states.${account.accountState}`) })}
          </p>
          {account.suspendedAt && account.accountState === 'suspended' && (
            <p className="text-sm text-zinc-400">
              {t('admin.accounts.since', { date: dates.dateTime(account.suspendedAt) })}
            </p>
          )}
          {account.role === 'admin' ? (
            <p className="text-sm text-zinc-400">{t('admin.accounts.adminNote')}</p>
          ) : account.accountState !== 'removed' ? (
            <>
              <TextAreaField
                label={t('admin.accounts.reasonLabel')}
                error={actionError}
                look="dialog"
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="flex flex-wrap gap-2">
                {account.accountState === 'active' ? (
                  <Button isBusy={action.isPending} onClick={() => run('suspend')}>
                    {t('admin.accounts.suspend')}
                  </Button>
                ) : (
                  <Button isBusy={action.isPending} onClick={() => run('restore')}>
                    {t('admin.accounts.restore')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  className="text-red-300"
                  isBusy={action.isPending}
                  onClick={() => run('remove')}
                >
                  {t('admin.accounts.remove')}
                </Button>
              </div>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
}
