import { ZForgotPassword } from '@beatpasal/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { sendVerificationEmail } from '../api/auth-api';
import { AuthError } from '../api/auth-request';
import { useCooldown } from '../hooks/use-cooldown';
import { useFormErrors } from '../hooks/use-form-errors';
import { formatWait } from '../lib/format-wait';
import { parseForm, textValues } from '../lib/parse-form';
import { FormAlert, FormStatus } from './form-messages';
import { LINK_CLASS } from './styles';
import { TextField } from '../../../components/ui/form/text-field';

/** After a resend, the next one waits this long; the server's own limit may ask for longer. */
const RESEND_COOLDOWN_SECONDS = 60;

type TArrival = { email?: unknown; isResent?: unknown } | null;

/** /check-email: where the link went, and a rate-limited way to send a new one. */
export function CheckEmailPanel() {
  const t = useT();
  const state = useLocation().state as TArrival;
  const knownEmail = typeof state?.email === 'string' ? state.email : undefined;
  const errors = useFormErrors(['email']);
  const cooldown = useCooldown(state?.isResent === true ? RESEND_COOLDOWN_SECONDS : 0);
  const [isResent, setIsResent] = useState(state?.isResent === true);

  const resend = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      const { email } = parseForm(ZForgotPassword, { email: knownEmail ?? values.email });
      await sendVerificationEmail(email);
    },
    onMutate: () => setIsResent(false),
    onSuccess: () => {
      errors.clear();
      setIsResent(true);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    },
    onError: (error) => {
      errors.handleError(error);
      if (error instanceof AuthError && error.retryAfterSeconds) cooldown.start(error.retryAfterSeconds);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resend.mutate(textValues(event.currentTarget));
  };
  const isWaiting = cooldown.secondsLeft > 0;

  return (
    <div className="space-y-5">
      <p className="leading-relaxed text-zinc-200">
        {knownEmail ? t('accounts.checkEmail.sentTo', { email: knownEmail }) : t('accounts.checkEmail.sentToYou')}
      </p>
      <p className="text-sm text-zinc-300">{t('accounts.checkEmail.spam')}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert id={errors.formErrorId} message={errors.formError} />
        <FormStatus message={isResent ? t('accounts.checkEmail.resent') : undefined} />
        {!knownEmail && (
          <TextField
            label={t('accounts.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...errors.field('email')}
          />
        )}
        <Button type="submit" variant="secondary" className="w-full" isBusy={resend.isPending} disabled={isWaiting}>
          {resend.isPending ? t('accounts.checkEmail.sending') : t('accounts.checkEmail.resend')}
        </Button>
        {isWaiting && (
          <p className="text-center text-sm text-zinc-400">
            {t('accounts.checkEmail.cooldown', { time: formatWait(cooldown.secondsLeft) })}
          </p>
        )}
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className={LINK_CLASS}>
          {t('accounts.checkEmail.loginLink')}
        </Link>
      </p>
    </div>
  );
}
