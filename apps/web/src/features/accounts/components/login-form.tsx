import { ZSignIn } from '@beatpasal/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { sendVerificationEmail, signIn } from '../api/auth-api';
import { useFormErrors } from '../hooks/use-form-errors';
import { parseForm, textValues } from '../lib/parse-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FormAlert, FormStatus } from './form-messages';
import { PasswordField } from './password-field';
import { LINK_CLASS } from './styles';
import { TextField } from '../../../components/ui/form/text-field';

/** What brought the person here: a verification link (good or spent) or a password reset. */
function useArrivalNotice(): { success?: string; problem?: string } {
  const t = useT();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { passwordUpdated?: boolean } | null };
  if (params.has('error')) return { problem: t('accounts.login.verifyFailed') };
  if (params.has('verified')) return { success: t('accounts.login.verified') };
  if (state?.passwordUpdated) return { success: t('accounts.login.passwordUpdated') };
  return {};
}

/** /login: e-mail and password; an unverified address gets a way to a new verification link. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  const t = useT();
  const navigate = useNavigate();
  const arrival = useArrivalNotice();
  const errors = useFormErrors(['email', 'password']);
  const emailRef = useRef<HTMLInputElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();

  const login = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      await signIn(parseForm(ZSignIn, values));
      await onSignedIn();
    },
    onError: (error, values) => {
      errors.handleError(error);
      setUnverifiedEmail(isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED' ? values.email?.trim() : undefined);
    },
  });
  const resend = useMutation({
    mutationFn: (email: string) => sendVerificationEmail(email),
    onSuccess: (_, email) => navigate('/check-email', { state: { email, isResent: true } }),
    onError: errors.handleError,
  });

  const openForgot = () => {
    setForgotEmail(emailRef.current?.value ?? '');
    setIsForgotOpen(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(textValues(event.currentTarget));
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormStatus message={errors.formError ? undefined : arrival.success} />
        <FormAlert id={errors.formErrorId} message={errors.formError ?? arrival.problem}>
          {unverifiedEmail && errors.formError && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              isBusy={resend.isPending}
              onClick={() => resend.mutate(unverifiedEmail)}
            >
              {t('accounts.login.resendVerification')}
            </Button>
          )}
        </FormAlert>
        <TextField
          ref={emailRef}
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...errors.field('email')}
        />
        <PasswordField
          label={t('accounts.fields.password')}
          autoComplete="current-password"
          {...errors.field('password')}
        />
        <div className="flex justify-end">
          <button ref={forgotRef} type="button" onClick={openForgot} className={`${LINK_CLASS} text-sm`}>
            {t('accounts.login.forgot')}
          </button>
        </div>
        <Button type="submit" isBusy={login.isPending} className="w-full">
          {login.isPending ? t('accounts.login.busy') : t('accounts.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-zinc-300">
        {t('accounts.login.noAccount')}{' '}
        <Link to="/signup" className={LINK_CLASS}>
          {t('accounts.login.signupLink')}
        </Link>
      </p>
      <ForgotPasswordDialog
        isOpen={isForgotOpen}
        onClose={() => setIsForgotOpen(false)}
        email={forgotEmail}
        returnFocusTo={forgotRef}
      />
    </>
  );
}
