import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import type { TLikeState } from '@beatpasal/shared/schemas/catalogue-api';
import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiFetch } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/i18n';
import { toastError } from '../../../lib/toast-error';
import { patchTrackInData, type TTrackPatch } from '../lib/track-cache';
import { TRACK_LISTS_KEY } from './catalogue-keys';
import { currentViewer } from '../../../lib/session';

type TLikeable = Pick<TTrackCard, 'id' | 'isLiked' | 'likeCount' | 'artist'>;

interface TLikeVariables {
  like: boolean;
  /** What the card showed before the click, restored if the server says no. */
  before: TTrackPatch;
}

/**
 * Like and unlike a track: the count changes at once on every card of the track, then takes the
 * server's exact numbers. Clicks on one track share a mutation scope, so they reach the server in
 * order and the last click is what stays. The viewer and the mutation are looked up when the heart
 * is pressed, not kept by every card: a feed's cards each held a session observer and a mutation
 * observer, and rendered again when the session arrived (issue 10's TBT, decision 051).
 */
export function useToggleLike(track: TLikeable) {
  const queryClient = useQueryClient();
  const t = useT();
  const trackId = track.id;

  const patchEverywhere = (patch: TTrackPatch) =>
    queryClient.setQueriesData({ queryKey: TRACK_LISTS_KEY }, (data: unknown) =>
      patchTrackInData(data, trackId, patch),
    );

  const likeMutation = () =>
    new MutationObserver(queryClient, {
      scope: { id: `like-${trackId}` },
      mutationFn: ({ like }: TLikeVariables) =>
        apiFetch<TLikeState>(`/api/tracks/${encodeURIComponent(trackId)}/like`, { method: like ? 'PUT' : 'DELETE' }),
      onMutate: ({ like, before }) =>
        patchEverywhere({ isLiked: like, likeCount: Math.max(0, (before.likeCount ?? 0) + (like ? 1 : -1)) }),
      onSuccess: (state) => patchEverywhere(state),
      onError: (error, { before }) => {
        patchEverywhere(before);
        toastError(error);
      },
      // Lists not on screen load again when next shown: new counts, the library's liked list, the likes order.
      onSettled: () => queryClient.invalidateQueries({ queryKey: TRACK_LISTS_KEY, refetchType: 'none' }),
    });

  return () => {
    const refuse = (message: string) => void toast.error(message, { id: message });
    const viewer = currentViewer(queryClient);
    if (viewer.isKnown && !viewer.isSignedIn) return refuse(t('catalogue.like.loginRequired'));
    if (viewer.username !== null && viewer.username === track.artist.username)
      return refuse(t('catalogue.like.ownTrack'));
    const observer = likeMutation();
    // onError has told the person; `reset` lets the cache forget the mutation once it has settled.
    observer
      .mutate({ like: !track.isLiked, before: { isLiked: track.isLiked, likeCount: track.likeCount } })
      .catch(() => undefined)
      .finally(() => observer.reset());
  };
}
