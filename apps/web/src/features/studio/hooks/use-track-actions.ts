import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n';
import { toastError } from '../../../lib/toast-error';
import { deleteTrack, myTracksKeys, retryTrack } from '../api/my-tracks-api';

/** Delete after the browser's confirmation (spec §8), and retry a failed processing. */
export function useTrackActions() {
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myTracksKeys.all });

  const remove = useMutation({
    mutationFn: deleteTrack,
    onSuccess: ({ outcome }) => {
      toast.success(outcome === 'hidden' ? t('studio.tracks.hidden') : t('studio.tracks.deleted'));
      return refresh();
    },
    onError: () => toast.error(t('studio.tracks.deleteFailed')),
  });

  const retry = useMutation({ mutationFn: retryTrack, onSuccess: refresh, onError: toastError });

  const confirmDelete = (id: string) => {
    if (window.confirm(t('studio.tracks.confirmDelete'))) remove.mutate(id);
  };

  return {
    confirmDelete,
    retry: (id: string) => retry.mutate(id),
    deletingId: remove.isPending ? remove.variables : undefined,
    retryingId: retry.isPending ? retry.variables : undefined,
  };
}
