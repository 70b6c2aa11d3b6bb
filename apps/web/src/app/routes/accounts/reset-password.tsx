import { useNavigate } from 'react-router';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';
import { useRefreshSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  // A reset signs the account out everywhere, this browser included: re-read the session first.
  const onReset = async () => {
    await refreshSession();
    await navigate('/login', { replace: true, state: { passwordUpdated: true } });
  };
  return (
    <AuthCard title={t('accounts.reset.title')}>
      <ResetPasswordForm onReset={onReset} />
    </AuthCard>
  );
}
