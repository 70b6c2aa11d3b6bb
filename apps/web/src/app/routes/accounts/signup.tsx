import { AuthCard } from '../../../features/accounts/components/auth-card';
import { SignupForm } from '../../../features/accounts/components/signup-form';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <AuthCard title={t('accounts.signup.title')} intro={t('accounts.signup.intro')}>
      <SignupForm />
    </AuthCard>
  );
}
