import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { uniqueTracks } from '../lib/track-cache';
import { EmptyState, EqualizerLoading, ErrorState } from './list-states';
import { CatalogueLoadMore } from './load-more';
import { TrackCard } from './track-card';

interface TTrackFeedProps {
  query: UseInfiniteQueryResult<InfiniteData<TFeedPage>>;
  empty: ReactNode;
  /** Offered under the empty text (clear the filters, browse). */
  emptyAction?: ReactNode;
  /** Replaces the equalizer (the library shows a spinner). */
  loading?: ReactNode;
  /** The accessible name of the grid. */
  label: string;
  /** 2 when the page has no section heading above the grid. */
  headingLevel?: 2 | 3;
}

/** A grid of track cards (3 columns from md) with its loading, empty, error and Load More states. */
export function TrackFeed({ query, empty, emptyAction, loading, label, headingLevel }: TTrackFeedProps) {
  const t = useT();
  const tracks = useMemo(() => uniqueTracks(query.data?.pages), [query.data]);
  if (query.isPending) return loading ?? <EqualizerLoading text={t('catalogue.states.loadingTracks')} />;
  if (query.isError && tracks.length === 0)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (tracks.length === 0) return <EmptyState action={emptyAction}>{empty}</EmptyState>;
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {tracks.map((track) => (
          <li key={track.id} className="flex min-w-0">
            <TrackCard track={track} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <CatalogueLoadMore query={query} endText={t('catalogue.states.noMoreTracks')} />
    </>
  );
}
