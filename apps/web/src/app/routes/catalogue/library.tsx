import { useSearchParams } from 'react-router';
import { useViewer } from '../../../lib/session';
import { SpinnerLoading } from '../../../features/catalogue/components/list-states';
import { PageSection } from '../../../features/catalogue/components/page-section';
import { Tabs, type TTabItem } from '../../../features/catalogue/components/tabs';
import { TrackFeed } from '../../../features/catalogue/components/track-feed';
import { useLikedTracks } from '../../../features/library/api/use-liked-tracks';
import { LibrarySignIn } from '../../../features/library/components/library-sign-in';
import { PurchasedTracks } from '../../../features/purchases/components/purchased-tracks';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

type TLibraryTab = 'liked' | 'purchased';

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

/** Liked Tracks for everyone signed in; Purchased Tracks for buyers only. */
function LibraryTabs({ isBuyer }: { isBuyer: boolean }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: TLibraryTab = isBuyer && params.get('tab') === 'purchased' ? 'purchased' : 'liked';
  const tabs: TTabItem<TLibraryTab>[] = [{ key: 'liked', label: t('catalogue.library.liked') }];
  if (isBuyer) tabs.push({ key: 'purchased', label: t('catalogue.library.purchased') });
  return (
    <Tabs
      label={t('catalogue.library.tabsLabel')}
      tabs={tabs}
      selected={tab}
      onSelect={(key) => setParams(key === 'liked' ? {} : { tab: key }, { replace: true })}
    >
      {tab === 'liked' ? <LikedTracks /> : <PurchasedTracks />}
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
