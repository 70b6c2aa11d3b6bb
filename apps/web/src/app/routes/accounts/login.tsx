import { useNavigate } from 'react-router';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { useRefreshSession } from '../../../features/session/hooks/use-session';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  // The new session decides where '/' leads: /set-username the first time, home after that.
  const onSignedIn = async () => {
    await refreshSession();
    await navigate('/', { replace: true });
  };
  return (
    <AuthCard title={t('accounts.login.title')} intro={t('accounts.login.intro')}>
      <LoginForm onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
