import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZApprovalPreview, type TAcceptDispute, type TApprovePurchase } from '@beatpasal/shared/schemas/paid-sales';
import { ZSale } from '@beatpasal/shared/schemas/purchases';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './purchases-api';

/** Mark as Paid with what it closes, and the artist accepting a dispute (decision 066). */

const approvalKey = (id: string) => [...purchaseKeys.all, 'approval', id] as const;
const purchasePath = (id: string, rest: string) => `/api/purchases/${encodeURIComponent(id)}/${rest}`;

/** The other orders Mark as Paid would close; fetched fresh each time the dialog opens. */
export function useApprovalPreview(purchaseId: string) {
  return useQuery({
    queryKey: approvalKey(purchaseId),
    queryFn: ({ signal }) => apiFetch(purchasePath(purchaseId, 'approval'), { schema: ZApprovalPreview, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * `onApproved` is the mutation's own callback, not `mutate`'s: the live update that moves the sale
 * out of its list can unmount the dialog before the answer arrives, and `mutate`'s callbacks would
 * then never run.
 */
export function useApproveWithRefunds(purchaseId: string, onApproved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApprovePurchase) =>
      apiFetch(purchasePath(purchaseId, 'approve'), { method: 'POST', body, schema: ZSale }),
    onSuccess: () => {
      onApproved();
      return client.invalidateQueries({ queryKey: purchaseKeys.all });
    },
  });
}

/** `onAccepted` is the mutation's own callback for the reason given at useApproveWithRefunds. */
export function useAcceptDispute(disputeId: string, onAccepted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAcceptDispute) =>
      apiFetch(`/api/disputes/${encodeURIComponent(disputeId)}/accept`, { method: 'POST', body, schema: ZSale }),
    onSuccess: () => {
      onAccepted();
      return client.invalidateQueries({ queryKey: purchaseKeys.all });
    },
  });
}
