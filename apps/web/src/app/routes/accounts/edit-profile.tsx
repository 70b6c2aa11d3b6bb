import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { artistProfileQuery } from '../../../features/accounts/api/profile-api';
import { ArtistProfilePage } from '../../../features/accounts/components/artist-profile-page';
import { LoadFailed } from '../../../features/accounts/components/load-failed';
import { useRefreshSession, useSession } from '../../../lib/session';

export function Component() {
  const profile = useQuery(artistProfileQuery);
  const session = useSession();
  const refreshSession = useRefreshSession();
  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />;
  return (
    <ArtistProfilePage
      profile={profile.data}
      username={session.data?.profile?.username ?? null}
      onSaved={() => void refreshSession().catch(() => undefined)}
    />
  );
}
