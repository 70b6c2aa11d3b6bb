import {
  ZDeals,
  type TBulkDealInput,
  type TDeals,
  type TDiscountCodeInput,
  type TTimedSaleInput,
} from '@beatpasal/shared/schemas/deals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The artist's codes, bulk deal and sales (GET /api/me/deals); every change answers the whole page. */
export const DEALS_QUERY_KEY = ['studio', 'deals'] as const;

export function useDeals() {
  return useQuery({
    queryKey: DEALS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/me/deals', { schema: ZDeals, signal }),
  });
}

export type TDealChange =
  | { kind: 'createCode'; body: TDiscountCodeInput }
  | { kind: 'updateCode'; id: string; body: TDiscountCodeInput }
  | { kind: 'removeCode'; id: string }
  | { kind: 'setDeal'; body: TBulkDealInput }
  | { kind: 'removeDeal' }
  | { kind: 'createSale'; body: TTimedSaleInput }
  | { kind: 'updateSale'; id: string; body: TTimedSaleInput }
  | { kind: 'removeSale'; id: string };

function send(change: TDealChange): Promise<TDeals> {
  const at = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: object) =>
    apiFetch(`/api/me/deals${path}`, { method, body, schema: ZDeals });
  switch (change.kind) {
    case 'createCode':
      return at('/codes', 'POST', change.body);
    case 'updateCode':
      return at(`/codes/${encodeURIComponent(change.id)}`, 'PUT', change.body);
    case 'removeCode':
      return at(`/codes/${encodeURIComponent(change.id)}`, 'DELETE');
    case 'setDeal':
      return at('/bulk-deal', 'PUT', change.body);
    case 'removeDeal':
      return at('/bulk-deal', 'DELETE');
    case 'createSale':
      return at('/sales', 'POST', change.body);
    case 'updateSale':
      return at(`/sales/${encodeURIComponent(change.id)}`, 'PUT', change.body);
    case 'removeSale':
      return at(`/sales/${encodeURIComponent(change.id)}`, 'DELETE');
  }
}

export function useChangeDeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (deals) => queryClient.setQueryData(DEALS_QUERY_KEY, deals),
  });
}
