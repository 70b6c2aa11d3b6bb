import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPurchaseTrust, type TOpenDispute } from '@beatpasal/shared/schemas/trust';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './purchases-api';

const trustKey = (id: string) => [...purchaseKeys.all, 'trust', id] as const;
const path = (id: string, rest: string) => `/api/purchases/${encodeURIComponent(id)}/${rest}`;

/** What the buyer may do about a purchase now: dispute reasons, the refund, an open dispute (decision 031). */
export function usePurchaseTrust(purchaseId: string) {
  return useQuery({
    queryKey: trustKey(purchaseId),
    queryFn: ({ signal }) => apiFetch(path(purchaseId, 'trust'), { schema: ZPurchaseTrust, signal }),
  });
}

export function useOpenDispute(purchaseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpenDispute) => apiFetch(path(purchaseId, 'dispute'), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trustKey(purchaseId) }),
  });
}

export function useConfirmRefund(purchaseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(path(purchaseId, 'refund-received'), { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: trustKey(purchaseId) }),
  });
}
