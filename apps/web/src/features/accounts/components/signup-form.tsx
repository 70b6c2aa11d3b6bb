import { ZSignUp } from '@beatpasal/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { signUp } from '../api/auth-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { parseForm, textValues } from '../lib/parse-form';
import { FormAlert } from './form-messages';
import { PasswordField } from './password-field';
import { LINK_CLASS } from './styles';
import { TextField } from '../../../components/ui/form/text-field';

/** /signup: e-mail and password, then /check-email. The answer is the same for a taken address. */
export function SignupForm() {
  const t = useT();
  const navigate = useNavigate();
  const errors = useFormErrors(['email', 'password']);
  const create = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      const input = parseForm(ZSignUp, values);
      await signUp(input);
      return input.email;
    },
    onSuccess: (email) => navigate('/check-email', { state: { email } }),
    onError: errors.handleError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(textValues(event.currentTarget));
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormAlert id={errors.formErrorId} message={errors.formError} />
        <TextField
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...errors.field('email')}
        />
        <PasswordField
          label={t('accounts.fields.password')}
          hint={t('accounts.fields.passwordHint')}
          autoComplete="new-password"
          {...errors.field('password')}
        />
        <Button type="submit" isBusy={create.isPending} className="w-full">
          {create.isPending ? t('accounts.signup.busy') : t('accounts.signup.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-zinc-300">
        {t('accounts.signup.hasAccount')}{' '}
        <Link to="/login" className={LINK_CLASS}>
          {t('accounts.signup.loginLink')}
        </Link>
      </p>
    </>
  );
}
