import { AuthCard } from '../../../features/accounts/components/auth-card';
import { CheckEmailPanel } from '../../../features/accounts/components/check-email-panel';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <AuthCard title={t('accounts.checkEmail.title')}>
      <CheckEmailPanel />
    </AuthCard>
  );
}
