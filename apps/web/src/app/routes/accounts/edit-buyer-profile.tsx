import { toast } from '../../../lib/toast';
import { BuyerProfilePage } from '../../../features/accounts/components/buyer-profile-page';
import { useRefreshSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  const refreshSession = useRefreshSession();
  const onSaved = async () => {
    toast.success(t('accounts.buyerProfile.updated'));
    await refreshSession();
  };
  return <BuyerProfilePage mode="edit" onSaved={onSaved} />;
}
