import { ZResetPassword } from '@beatpasal/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { resetPassword } from '../api/auth-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { parseForm, textValues } from '../lib/parse-form';
import { FormAlert } from './form-messages';
import { PasswordField } from './password-field';
import { LINK_CLASS } from './styles';

const isSpentLink = (error: unknown) =>
  isApiError(error) && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED');

function RequestNewLink() {
  const t = useT();
  return (
    <Link to="/forgot-password" className={`${LINK_CLASS} mt-2 inline-block`}>
      {t('accounts.reset.requestNew')}
    </Link>
  );
}

/** /reset-password?token=...: the e-mailed link lands here; a missing or spent token says so. */
export function ResetPasswordForm({ onReset }: { onReset: () => Promise<unknown> }) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const errors = useFormErrors(['newPassword']);
  const update = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      await resetPassword(parseForm(ZResetPassword, { ...values, token }));
      await onReset();
    },
    onError: errors.handleError,
  });

  if (!token || params.has('error')) {
    return (
      <FormAlert message={t('accounts.validation.resetLinkInvalid')}>
        <RequestNewLink />
      </FormAlert>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(textValues(event.currentTarget));
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert id={errors.formErrorId} message={errors.formError}>
        {isSpentLink(update.error) && <RequestNewLink />}
      </FormAlert>
      <PasswordField
        label={t('accounts.fields.newPassword')}
        hint={t('accounts.fields.passwordHint')}
        autoComplete="new-password"
        {...errors.field('newPassword')}
      />
      <Button type="submit" isBusy={update.isPending} className="w-full">
        {update.isPending ? t('accounts.reset.busy') : t('accounts.reset.submit')}
      </Button>
    </form>
  );
}
