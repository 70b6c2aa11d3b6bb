import { ZForgotPassword } from '@beatpasal/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { requestPasswordReset } from '../api/auth-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { parseForm, textValues } from '../lib/parse-form';
import { FormAlert, FormStatus } from './form-messages';
import { TextField } from '../../../components/ui/form/text-field';

interface TForgotPasswordFormProps {
  /** The page and the login modal word their outcome differently (spec §8). */
  variant: 'page' | 'modal';
  defaultEmail?: string;
}

/** E-mail in, reset link out. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ variant, defaultEmail }: TForgotPasswordFormProps) {
  const t = useT();
  const errors = useFormErrors(['email']);
  const [isSent, setIsSent] = useState(false);
  const send = useMutation({
    mutationFn: async (values: Record<string, string>) => requestPasswordReset(parseForm(ZForgotPassword, values)),
    onMutate: () => setIsSent(false),
    onSuccess: () => {
      errors.clear();
      setIsSent(true);
    },
    onError: errors.handleError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(textValues(event.currentTarget));
  };
  const isPage = variant === 'page';
  const success = isPage ? t('accounts.forgot.success') : t('accounts.forgot.modalSuccess');

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert
        id={errors.formErrorId}
        title={isPage ? t('accounts.forgot.failure') : undefined}
        message={errors.formError}
      />
      <FormStatus message={isSent ? success : undefined} />
      <TextField
        label={t('accounts.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={defaultEmail}
        data-autofocus
        {...errors.field('email')}
      />
      <Button type="submit" isBusy={send.isPending} className="w-full">
        {send.isPending
          ? t('accounts.forgot.busy')
          : isPage
            ? t('accounts.forgot.submit')
            : t('accounts.forgot.modalSubmit')}
      </Button>
    </form>
  );
}
