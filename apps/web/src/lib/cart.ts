import type { TCart, TCartItemInput, TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api-client';
import { clearVisitorCart, readVisitorCart } from './visitor-cart';

/**
 * The buyer's cart (GET /api/me/cart) under one query key: the top bar's count, the track page's
 * Add to cart and the cart page read and write the same answer, without importing each other.
 * Read with a type, no schema: the top bar is on every public page's first load.
 */
export const CART_QUERY_KEY = ['cart'] as const;

/** `isReadOnOpen`: the cart page reads the cart again when it opens, so prices and removals are as they are now. */
export function useCart(isEnabled: boolean, { isReadOnOpen = false } = {}) {
  return useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<TCart>('/api/me/cart', { signal }),
    enabled: isEnabled,
    refetchOnMount: isReadOnOpen ? 'always' : true,
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

/**
 * Checkout (POST /api/me/checkout, decision 091): the cart becomes one payment request per artist and
 * the lines checked out leave it, so the cached cart is read again.
 */
export function useCheckout(onDone: (answer: TPaymentRequests) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // The discount code applied on the cart page, if any, is claimed by the request it discounts.
    mutationFn: (code: string | null) =>
      apiFetch<TPaymentRequests>('/api/me/checkout', { method: 'POST', body: code ? { discountCode: code } : {} }),
    onSuccess: async (answer) => {
      // The cart alone: its prices are keyed by its lines and read once the lines are known. Read again now,
      // the lines just checked out would be priced with the code they took, on a cart without them (a 422).
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY, exact: true });
      onDone(answer);
    },
  });
}

/**
 * Once a buyer is signed in, the cart they filled as a visitor in this browser joins the account's
 * (POST /api/me/cart/merge, which ignores what is already there) and the browser's copy is cleared.
 */
export function useMergeVisitorCart() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (items: TCartItemInput[]) => apiFetch<TCart>('/api/me/cart/merge', { method: 'POST', body: { items } }),
    onSuccess: (cart) => {
      clearVisitorCart();
      queryClient.setQueryData(CART_QUERY_KEY, cart);
    },
  });
  useEffect(() => {
    const items = readVisitorCart();
    if (items.length > 0) mutate(items);
  }, [mutate]);
}
