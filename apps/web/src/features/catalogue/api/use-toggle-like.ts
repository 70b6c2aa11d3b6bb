import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import type { TLikeState } from '@beatpasal/shared/schemas/catalogue-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiFetch } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/i18n';
import { toastError } from '../../../lib/toast-error';
import { patchTrackInData, type TTrackPatch } from '../lib/track-cache';
import { TRACK_LISTS_KEY } from './catalogue-keys';
import { useViewer } from './use-viewer';

type TLikeable = Pick<TTrackCard, 'id' | 'isLiked' | 'likeCount' | 'artist'>;

interface TLikeVariables {
  like: boolean;
  /** What the card showed before the click, restored if the server says no. */
  before: TTrackPatch;
}

/**
 * Like and unlike a track: the count changes at once on every card of the track, then takes the
 * server's exact numbers. Clicks on one track share a mutation scope, so they reach the server in
 * order and the last click is what stays.
 */
export function useToggleLike(track: TLikeable) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const t = useT();
  const trackId = track.id;

  const patchEverywhere = (patch: TTrackPatch) =>
    queryClient.setQueriesData({ queryKey: TRACK_LISTS_KEY }, (data: unknown) => patchTrackInData(data, trackId, patch));

  const mutation = useMutation({
    scope: { id: `like-${trackId}` },
    mutationFn: ({ like }: TLikeVariables) =>
      apiFetch<TLikeState>(`/api/tracks/${encodeURIComponent(trackId)}/like`, { method: like ? 'PUT' : 'DELETE' }),
    onMutate: ({ like, before }) => patchEverywhere({ isLiked: like, likeCount: Math.max(0, (before.likeCount ?? 0) + (like ? 1 : -1)) }),
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
    if (viewer.isKnown && !viewer.isSignedIn) return refuse(t('catalogue.like.loginRequired'));
    if (viewer.username !== null && viewer.username === track.artist.username) return refuse(t('catalogue.like.ownTrack'));
    mutation.mutate({ like: !track.isLiked, before: { isLiked: track.isLiked, likeCount: track.likeCount } });
  };
}
