import { useNavigate } from 'react-router';
import { BuyerProfilePage } from '../../../features/accounts/components/buyer-profile-page';
import { useRefreshSession } from '../../../lib/session';

export function Component() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const onSaved = async () => {
    await refreshSession();
    await navigate('/', { replace: true });
  };
  return <BuyerProfilePage mode="complete" onSaved={onSaved} />;
}
