import {
  ZCoProduction,
  ZCoProductionList,
  ZShare,
  ZShareDetail,
  ZShareList,
  ZTrackCoProducers,
  type TSetCoProducers,
} from '@beatpasal/shared/schemas/co-producers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const coProducerKeys = {
  all: ['co-producers'] as const,
  track: (trackId: string) => ['co-producers', 'track', trackId] as const,
  invitations: ['co-producers', 'invitations'] as const,
  shares: (role: 'lead' | 'coProducer') => ['co-producers', 'shares', role] as const,
  share: (shareId: string) => ['co-producers', 'share', shareId] as const,
};

const trackPath = (trackId: string) => `/api/me/tracks/${encodeURIComponent(trackId)}/co-producers`;
const sharePath = (shareId: string) => `/api/co-producer-shares/${encodeURIComponent(shareId)}`;

/** The co-producer's wallet QR carrying the share's exact amount, as an image address. */
export const shareQrPath = (shareId: string, walletQrId: string) =>
  `${sharePath(shareId)}/payment-qr?wallet=${encodeURIComponent(walletQrId)}`;

/** The edit page's list and saving the whole list. */
export function useTrackCoProducers(trackId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: coProducerKeys.track(trackId),
    queryFn: ({ signal }) => apiFetch(trackPath(trackId), { schema: ZTrackCoProducers, signal }),
  });
  const mutation = useMutation({
    mutationFn: (body: TSetCoProducers) =>
      apiFetch(trackPath(trackId), { method: 'PUT', body, schema: ZTrackCoProducers }),
    onSuccess: (list) => queryClient.setQueryData(coProducerKeys.track(trackId), list),
  });
  return { query, mutation };
}

export function useCoProductions() {
  return useQuery({
    queryKey: coProducerKeys.invitations,
    queryFn: ({ signal }) => apiFetch('/api/me/co-productions', { schema: ZCoProductionList, signal }),
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      apiFetch(`/api/co-productions/${encodeURIComponent(id)}/${answer}`, { method: 'POST', schema: ZCoProduction }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coProducerKeys.all }),
  });
}

export function useShares(role: 'lead' | 'coProducer') {
  return useQuery({
    queryKey: coProducerKeys.shares(role),
    queryFn: ({ signal }) => apiFetch(`/api/me/co-producer-shares?role=${role}`, { schema: ZShareList, signal }),
  });
}

export function useShareDetail(shareId: string) {
  return useQuery({
    queryKey: coProducerKeys.share(shareId),
    queryFn: ({ signal }) => apiFetch(sharePath(shareId), { schema: ZShareDetail, signal }),
  });
}

export function useSettleShare(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiFetch(`${sharePath(shareId)}/settle`, { method: 'POST', body: { transactionId }, schema: ZShare }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coProducerKeys.all }),
  });
}
