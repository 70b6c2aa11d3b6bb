import type { TCart } from '@beatpasal/shared/schemas/cart';
import type { TCartPrices } from '@beatpasal/shared/schemas/deals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The cart's lines as a key: the prices are read again whenever the cart changes. */
const linesKey = (cart: TCart) => cart.lines.map((line) => `${line.trackId}:${line.licenceKind}:${line.priceNpr}`);
const pricesKey = (cart: TCart, code: string | null) => ['cart', 'prices', code, linesKey(cart)] as const;

const fetchPrices = (code: string | null, signal?: AbortSignal) =>
  apiFetch<TCartPrices>('/api/me/cart/prices', {
    method: 'POST',
    body: code === null ? {} : { discountCode: code },
    signal,
  });

/** The cart priced with the deals in force and the applied code (POST /api/me/cart/prices). */
export function useCartPrices(cart: TCart | undefined, code: string | null) {
  return useQuery({
    queryKey: cart ? pricesKey(cart, code) : ['cart', 'prices', code],
    queryFn: ({ signal }) => fetchPrices(code, signal),
    enabled: cart !== undefined && cart.lines.length > 0,
  });
}

/** Tries a code: on success its prices are kept under the code's key, so the cart shows them at once. */
export function useApplyCode(cart: TCart | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => fetchPrices(code),
    onSuccess: (prices, code) => {
      if (cart) queryClient.setQueryData(pricesKey(cart, code), prices);
    },
  });
}
