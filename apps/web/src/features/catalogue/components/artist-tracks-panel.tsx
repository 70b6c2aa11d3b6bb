import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import type { TArtistTab } from '@beatpasal/shared/schemas/catalogue-api';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useArtistTracks } from '../api/use-artist-tracks';
import { uniqueTracks } from '../lib/track-cache';
import { EmptyState, ErrorState, SpinnerLoading } from './list-states';
import { CatalogueLoadMore } from './load-more';

interface TArtistTracksPanelProps {
  username: string;
  tab: TArtistTab;
  children: (tracks: TTrackCard[]) => ReactNode;
}

/** One tab's tracks with loading, 'No tracks uploaded yet.', a retry on failure and Load More. */
export function ArtistTracksPanel({ username, tab, children }: TArtistTracksPanelProps) {
  const t = useT();
  const query = useArtistTracks(username, tab);
  const tracks = useMemo(() => uniqueTracks(query.data?.pages), [query.data]);
  if (query.isPending) return <SpinnerLoading text={t('catalogue.states.loadingTracks')} />;
  if (query.isError && tracks.length === 0)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (tracks.length === 0) return <EmptyState>{t('catalogue.artist.noTracks')}</EmptyState>;
  return (
    <>
      {children(tracks)}
      <CatalogueLoadMore query={query} endText={t('catalogue.states.noMoreTracks')} />
    </>
  );
}
