import { useSearchParams } from 'react-router';
import { ArtistsCarousel } from '../../features/catalogue/components/artists-carousel';
import { ExploreTracks } from '../../features/catalogue/components/explore-tracks';
import { HomeGenres } from '../../features/catalogue/components/home-genres';
import { Tabs, type TTabItem } from '../../features/catalogue/components/tabs';
import { TrackFeed } from '../../features/catalogue/components/track-feed';
import { useArtists } from '../../features/catalogue/api/use-artists';
import { useFollowingAmong } from '../../features/follows/api/use-following-among';
import { useFollowingFeed } from '../../features/follows/api/use-following-feed';
import { ArtistCardFollow } from '../../features/follows/components/artist-card-follow';
import { HomeHero } from '../../features/home/components/home-hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { ButtonLink } from '../../components/ui/button-link';
import { useT } from '../../lib/i18n/i18n';
import { useViewer } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

type THomeFeed = 'explore' | 'following';

function FollowingTracks() {
  const t = useT();
  const query = useFollowingFeed(true);
  return (
    <TrackFeed
      query={query}
      label={t('follows.home.feedLabel')}
      headingLevel={2}
      empty={t('follows.home.empty')}
      emptyAction={
        <ButtonLink to="/artists" variant="secondary" size="sm">
          {t('follows.home.findArtists')}
        </ButtonLink>
      }
    />
  );
}

/** The carousel's artists with a follow button each for signed-in people: one request for the page's follow states. */
function HomeArtists() {
  const artists = useArtists().data?.pages[0]?.items ?? [];
  const followed = useFollowingAmong(artists.map((artist) => artist.id)).data;
  return <ArtistsCarousel renderAction={(artist) => <ArtistCardFollow artist={artist} followed={followed} />} />;
}

/** Explore for everyone; signed-in people also get Following, the new tracks of the artists they follow (`/?feed=following`). */
function HomeTracks() {
  const t = useT();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  if (!viewer.isSignedIn) return <ExploreTracks />;
  const feed: THomeFeed = params.get('feed') === 'following' ? 'following' : 'explore';
  const tabs: TTabItem<THomeFeed>[] = [
    { key: 'explore', label: t('follows.home.explore') },
    { key: 'following', label: t('follows.home.following') },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <Tabs
        label={t('follows.home.tabsLabel')}
        tabs={tabs}
        selected={feed}
        onSelect={(key) =>
          setParams(key === 'following' ? { feed: key } : {}, { replace: true, preventScrollReset: true })
        }
      >
        {feed === 'explore' ? (
          <div className="-mx-4 sm:-mx-6 [&>section]:pt-0">
            <ExploreTracks />
          </div>
        ) : (
          <FollowingTracks />
        )}
      </Tabs>
    </div>
  );
}

/** Three API requests in all for a visitor: the session (/api/me), the artists and the first page of tracks. */
export function Component() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <HomeArtists />
      <HomeGenres />
      <HomeTracks />
      <HowItWorks />
    </>
  );
}
