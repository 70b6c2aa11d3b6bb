import { NEXT_PARAM, safeNextPath } from '@beatpasal/shared/routing';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { useStartSignedInSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const startSession = useStartSignedInSession();
  // Back to the page that sent the person here (only a path on this site), else home; the new
  // session's routing still applies: /set-username the first time.
  const onSignedIn = async () => {
    await startSession();
    await navigate(safeNextPath(params.get(NEXT_PARAM)) ?? '/', { replace: true });
  };
  return (
    <AuthCard title={t('accounts.login.title')} intro={t('accounts.login.intro')}>
      <LoginForm onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
