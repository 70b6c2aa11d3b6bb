import type { TBuyerProfile } from '@beatpasal/shared/schemas/account-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useT } from '../../../lib/i18n/i18n';
import { buyerProfileQuery } from '../api/profile-api';
import { AuthCard } from './auth-card';
import { BuyerProfileForm } from './buyer-profile-form';
import { LoadFailed } from './load-failed';

interface TBuyerProfilePageProps {
  mode: 'complete' | 'edit';
  onSaved: () => Promise<unknown>;
}

/** /complete-buyer-profile and /edit-buyer-profile: the same form, prefilled with what is saved. */
export function BuyerProfilePage({ mode, onSaved }: TBuyerProfilePageProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const saved = useQuery(buyerProfileQuery);
  if (saved.isPending) return <LoadingScreen />;
  if (saved.isError) return <LoadFailed onRetry={() => void saved.refetch()} isRetrying={saved.isFetching} />;

  const afterSave = (profile: TBuyerProfile) => {
    queryClient.setQueryData(buyerProfileQuery.queryKey, profile);
    return onSaved();
  };
  const isComplete = mode === 'complete';
  return (
    <AuthCard
      title={isComplete ? t('accounts.buyerProfile.completeTitle') : t('accounts.buyerProfile.editTitle')}
      intro={t('accounts.buyerProfile.completeIntro')}
    >
      <BuyerProfileForm mode={mode} saved={saved.data} onSaved={afterSave} />
    </AuthCard>
  );
}
