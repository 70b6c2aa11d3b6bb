import { unavailableAccountOf } from '@beatpasal/shared/account-states';
import type { TPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { useParams, useSearchParams } from 'react-router';
import { useArtistProfile } from '../../../features/catalogue/api/use-artist-profile';
import { useViewer } from '../../../lib/session';
import { ArtistAbout, ArtistBio } from '../../../features/catalogue/components/artist-about';
import { ArtistContact } from '../../../features/catalogue/components/artist-contact';
import { AccountUnavailable, unavailableTitle } from '../../../features/catalogue/components/account-unavailable';
import { ArtistHeader } from '../../../features/catalogue/components/artist-header';
import { ArtistSongsTable } from '../../../features/catalogue/components/artist-songs-table';
import { ArtistTrackList } from '../../../features/catalogue/components/artist-track-list';
import { ArtistTracksPanel } from '../../../features/catalogue/components/artist-tracks-panel';
import { ErrorState } from '../../../features/catalogue/components/list-states';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { Tabs, type TTabItem } from '../../../features/catalogue/components/tabs';
import { artistPath } from '../../../features/catalogue/lib/paths';
import { ArtistFollow } from '../../../features/follows/components/artist-follow';
import { ReportButton } from '../../../features/reports/components/report-button';
import { ShareMenu } from '../../../features/sharing/components/share-menu';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

const TAB_KEYS = ['home', 'songs', 'likes', 'about', 'contact'] as const;
type TTabKey = (typeof TAB_KEYS)[number];

function TabContent({ tab, profile }: { tab: TTabKey; profile: TPublicArtistProfile }) {
  const t = useT();
  const { username } = profile;
  switch (tab) {
    case 'home':
      return (
        <>
          <ArtistBio bio={profile.bio} />
          <h2 className="mb-3 text-lg font-bold text-white">{t('catalogue.artist.latestTracks')}</h2>
          <ArtistTracksPanel username={username} tab="home">
            {(tracks) => <ArtistTrackList tracks={tracks} />}
          </ArtistTracksPanel>
        </>
      );
    case 'songs':
      return (
        <ArtistTracksPanel username={username} tab="songs">
          {(tracks) => <ArtistSongsTable tracks={tracks} caption={t('catalogue.artist.tabs.songs')} />}
        </ArtistTracksPanel>
      );
    case 'likes':
      return (
        <ArtistTracksPanel username={username} tab="likes">
          {(tracks) => <ArtistTrackList tracks={tracks} showLikes />}
        </ArtistTracksPanel>
      );
    case 'about':
      return <ArtistAbout profile={profile} />;
    case 'contact':
      return <ArtistContact profile={profile} />;
  }
}

/** Its own component: the viewer arrives after hydration, and only this button changes then. */
function ProfileReportButton({ profile }: { profile: TPublicArtistProfile }) {
  const viewer = useViewer();
  const canReport = (viewer.role === 'buyer' || viewer.role === 'artist') && viewer.username !== profile.username;
  return canReport && <ReportButton targetType="profile" targetId={profile.id} />;
}

function ArtistProfile({ profile }: { profile: TPublicArtistProfile }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = TAB_KEYS.find((key) => key === params.get('tab')) ?? 'home';
  const name = profile.displayName ?? profile.username;
  const tabs: TTabItem<TTabKey>[] = TAB_KEYS.map((key) => ({ key, label: t(`catalogue.artist.tabs.${key}`) }));
  return (
    <>
      <ArtistHeader
        profile={profile}
        share={
          <>
            <ArtistFollow username={profile.username} name={name} />
            <ShareMenu path={artistPath(profile.username)} name={name} />
            <ProfileReportButton profile={profile} />
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Tabs
          label={t('catalogue.artist.tabsLabel')}
          tabs={tabs}
          selected={tab}
          onSelect={(key) => setParams(key === 'home' ? {} : { tab: key }, { replace: true, preventScrollReset: true })}
        >
          <TabContent tab={tab} profile={profile} />
        </Tabs>
      </div>
    </>
  );
}

export function Component() {
  const t = useT();
  const { username = '' } = useParams();
  const query = useArtistProfile(username);
  const notFound = t('catalogue.artist.notFound', { username });
  const isNotFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const gone = isApiError(query.error) && query.error.status === 410 ? query.error : null;
  useDocumentTitle(
    isNotFound
      ? notFound
      : gone
        ? unavailableTitle(t, gone.messageKey)
        : (query.data?.displayName ?? query.data?.username),
  );
  if (query.isPending) return <LoadingScreen />;
  const account = gone ? unavailableAccountOf(gone.messageKey) : null;
  if (account) return <AccountUnavailable state={account} />;
  if (isNotFound) {
    return (
      <PageSection title={notFound}>
        <ButtonLink to="/artists">{t('catalogue.artists.seeAll')}</ButtonLink>
      </PageSection>
    );
  }
  if (query.isError) {
    return (
      <PageSection title={`@${username}`}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageSection>
    );
  }
  return <ArtistProfile key={query.data.username} profile={query.data} />;
}
