import { SELECTABLE_ROLES, ZSetUsername, type TMe } from '@beatpasal/shared/schemas/accounts';
import { normaliseUsername, usernameProblem } from '@beatpasal/shared/username';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form/field-error';
import { useT } from '../../../lib/i18n/i18n';
import { claimUsername } from '../api/profile-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { translateMessage } from '../../../lib/i18n/language-store';
import { parseForm, textValues } from '../lib/parse-form';
import { FormAlert } from './form-messages';
import { TextField } from '../../../components/ui/form/text-field';

const ROLE_HINTS = { artist: 'accounts.setUsername.artistHint', buyer: 'accounts.setUsername.buyerHint' } as const;

/** As the person types: what is wrong with the name, or the address their page will have. */
function UsernameHint({ value }: { value: string }) {
  const t = useT();
  const username = normaliseUsername(value);
  const problem = username === '' ? null : usernameProblem(username);
  return (
    <>
      {t('accounts.setUsername.rule')}{' '}
      <span aria-live="polite" className={problem ? 'text-amber-300' : 'text-zinc-300'}>
        {problem
          ? translateMessage(problem)
          : username && t('accounts.setUsername.preview', { url: `${window.location.host}/artist/${username}` })}
      </span>
    </>
  );
}

/** /set-username: a permanent username and a permanent role (spec §2.8, §5). */
export function SetUsernameForm({ onSaved }: { onSaved: (me: TMe) => void }) {
  const t = useT();
  const errors = useFormErrors(['username', 'role']);
  // What is typed, for the hint only: a controlled input would be reset when the error's clearing
  // re-renders between its two input listeners (Preact renders there, decision 044).
  const [username, setUsername] = useState('');
  const save = useMutation({
    mutationFn: (values: Record<string, string>) => claimUsername(parseForm(ZSetUsername, values)),
    onSuccess: onSaved,
    onError: errors.handleError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(textValues(event.currentTarget));
  };
  const role = errors.field('role');

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormAlert id={errors.formErrorId} message={errors.formError} />
      <TextField
        label={t('accounts.setUsername.username')}
        hint={<UsernameHint value={username} />}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        onChange={(event) => setUsername(event.target.value)}
        {...errors.field('username')}
      />
      <fieldset aria-describedby={role.isInvalid ? role.errorId : undefined}>
        <legend className="text-sm font-medium text-zinc-200">{t('accounts.setUsername.role')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {SELECTABLE_ROLES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl border border-zinc-700 bg-zinc-950 p-4 hover:border-zinc-500 has-checked:border-brand-400 has-checked:bg-brand-950/40"
            >
              <input
                type="radio"
                name="role"
                value={value}
                onChange={role.onInput}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-semibold text-white">{t(`accounts.roles.${value}`)}</span>
                <span className="mt-1 block text-sm text-zinc-300">{t(ROLE_HINTS[value])}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={role.errorId} message={role.error} />
      </fieldset>
      <p className="rounded-lg border border-amber-400/30 bg-amber-950/50 p-3 text-sm text-amber-100">
        {t('accounts.setUsername.permanent')}
      </p>
      <Button type="submit" isBusy={save.isPending} className="w-full">
        {save.isPending ? t('accounts.setUsername.busy') : t('accounts.setUsername.submit')}
      </Button>
    </form>
  );
}
