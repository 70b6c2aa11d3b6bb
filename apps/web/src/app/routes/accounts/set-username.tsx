import type { TMe } from '@beatpasal/shared/schemas/accounts';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { SetUsernameForm } from '../../../features/accounts/components/set-username-form';
import { useSetSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const setSession = useSetSession();
  // Spec §2.8: artists go on to their profile, buyers to the details a purchase needs.
  const onSaved = (me: TMe) => {
    setSession(me);
    void navigate(me.profile?.role === 'artist' ? '/edit-profile' : '/complete-buyer-profile', { replace: true });
  };
  return (
    <AuthCard title={t('accounts.setUsername.title')} intro={t('accounts.setUsername.intro')}>
      <SetUsernameForm onSaved={onSaved} />
    </AuthCard>
  );
}
