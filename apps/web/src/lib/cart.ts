import type { TCart, TCartItemInput } from '@beatpasal/shared/schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * The buyer's cart (GET /api/me/cart) under one query key: the top bar's count, the track page's
 * Add to cart and the cart page read and write the same answer, without importing each other.
 * Read with a type, no schema: the top bar is on every public page's first load.
 */
export const CART_QUERY_KEY = ['cart'] as const;

export function useCart(isEnabled: boolean) {
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<TCart>('/api/me/cart', { signal }),
    enabled: isEnabled,
  });
}

const itemQuery = (item: TCartItemInput) => new URLSearchParams(item).toString();

/** Adds a licence (PUT) or removes one (DELETE); the answer is the cart, which replaces the cached one. */
export function useChangeCart(change: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TCartItemInput) =>
      change === 'add'
        ? apiFetch<TCart>('/api/me/cart/items', { method: 'PUT', body: item })
        : apiFetch<TCart>(`/api/me/cart/items?${itemQuery(item)}`, { method: 'DELETE' }),
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
