import { useSearchParams } from 'react-router';
import { useViewer } from '../../../lib/session';
import { EmptyState, ErrorState, SpinnerLoading } from '../../../features/catalogue/components/list-states';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { Tabs, type TTabItem } from '../../../features/catalogue/components/tabs';
import { TrackFeed } from '../../../features/catalogue/components/track-feed';
import { useLikedTracks } from '../../../features/library/api/use-liked-tracks';
import { useFollowedArtists } from '../../../features/follows/api/use-followed-artists';
import { FollowButton } from '../../../features/follows/components/follow-button';
import { ArtistCard } from '../../../features/catalogue/components/artist-card';
import { CatalogueLoadMore } from '../../../features/catalogue/components/load-more';
import { LibrarySignIn } from '../../../features/library/components/library-sign-in';
import { PurchasedTracks } from '../../../features/purchases/components/purchased-tracks';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

type TLibraryTab = 'liked' | 'purchased' | 'following';

function LikedTracks() {
  const t = useT();
  const query = useLikedTracks(true);
  return (
    <TrackFeed
      query={query}
      label={t('catalogue.library.liked')}
      headingLevel={2}
      loading={<SpinnerLoading text={t('catalogue.library.loadingLiked')} />}
      empty={t('catalogue.library.emptyLiked')}
      emptyAction={
        <ButtonLink to="/" variant="secondary" size="sm">
          {t('catalogue.library.browse')}
        </ButtonLink>
      }
    />
  );
}

/** The artists the person follows, newest follow first, each with its Following button to unfollow. */
function FollowedArtists() {
  const t = useT();
  const query = useFollowedArtists(true);
  const artists = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <SpinnerLoading text={t('follows.library.loading')} />;
  if (query.isError && artists.length === 0)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (artists.length === 0)
    return (
      <EmptyState
        action={
          <ButtonLink to="/artists" variant="secondary" size="sm">
            {t('follows.home.findArtists')}
          </ButtonLink>
        }
      >
        {t('follows.library.empty')}
      </EmptyState>
    );
  return (
    <>
      <ul aria-label={t('follows.library.listLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {artists.map((artist) => (
          <li key={artist.id} className="flex flex-col gap-2">
            <ArtistCard artist={artist} />
            <FollowButton
              username={artist.username}
              name={artist.displayName ?? artist.username}
              isFollowing
              size="sm"
            />
          </li>
        ))}
      </ul>
      <CatalogueLoadMore query={query} endText={t('follows.library.noMore')} />
    </>
  );
}

/** Liked Tracks and Following for everyone signed in; Purchased Tracks for buyers only. */
function LibraryTabs({ isBuyer }: { isBuyer: boolean }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TLibraryTab =
    asked === 'following' ? 'following' : isBuyer && asked === 'purchased' ? 'purchased' : 'liked';
  const tabs: TTabItem<TLibraryTab>[] = [{ key: 'liked', label: t('catalogue.library.liked') }];
  if (isBuyer) tabs.push({ key: 'purchased', label: t('catalogue.library.purchased') });
  tabs.push({ key: 'following', label: t('follows.library.tab') });
  return (
    <Tabs
      label={t('catalogue.library.tabsLabel')}
      tabs={tabs}
      selected={tab}
      onSelect={(key) => setParams(key === 'liked' ? {} : { tab: key }, { replace: true })}
    >
      {tab === 'liked' ? <LikedTracks /> : tab === 'purchased' ? <PurchasedTracks /> : <FollowedArtists />}
    </Tabs>
  );
}

export function Component() {
  const t = useT();
  const viewer = useViewer();
  useDocumentTitle(t('catalogue.library.title'));
  let body;
  if (!viewer.isKnown) body = <SpinnerLoading text={t('common.loading')} />;
  else if (!viewer.isSignedIn) body = <LibrarySignIn />;
  else body = <LibraryTabs isBuyer={viewer.role === 'buyer'} />;
  return <PageSection title={t('catalogue.library.title')}>{body}</PageSection>;
}
