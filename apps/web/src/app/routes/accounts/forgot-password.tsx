import { Link } from '../../../components/ui/link';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ForgotPasswordForm } from '../../../features/accounts/components/forgot-password-form';
import { LINK_CLASS } from '../../../features/accounts/components/styles';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <AuthCard
      title={t('accounts.forgot.title')}
      intro={t('accounts.forgot.intro')}
      footer={
        <Link to="/login" className={LINK_CLASS}>
          {t('accounts.forgot.back')}
        </Link>
      }
    >
      <ForgotPasswordForm variant="page" />
    </AuthCard>
  );
}
