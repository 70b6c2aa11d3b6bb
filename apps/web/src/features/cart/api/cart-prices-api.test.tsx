import type { TCart } from '@beatpasal/shared/schemas/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart, useCheckout } from '../../../lib/cart';
import { useCartPrices } from './cart-prices-api';

const LINE = {
  trackId: 't-1',
  licenceKind: 'lease' as const,
  title: 'Dawn',
  coverUrl: null,
  artist: { id: 'a-1', username: 'asha', displayName: 'Asha' },
  priceNpr: 1500,
  addedAt: '2026-12-05T10:00:00.000Z',
};
const PRICES = { parts: [], totalPaisa: 135000 };

/** The server's cart, emptied by checkout as the real one is. */
function answerCart() {
  let cart: TCart = { lines: [LINE], removed: [] };
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url} ${String(init.body ?? '')}`);
      let body: object = cart;
      if (url === '/api/me/checkout') {
        cart = { lines: [], removed: [] };
        body = { requests: [], removed: [] };
      }
      if (url === '/api/me/cart/prices') body = PRICES;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function CartWithCode({ onDone }: { onDone: () => void }) {
  const cart = useCart(true);
  const prices = useCartPrices(cart.data, 'TEN');
  const checkout = useCheckout(onDone);
  return (
    <button type="button" disabled={!prices.data} onClick={() => checkout.mutate('TEN')}>
      Checkout
    </button>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('checkout from a cart with a code', () => {
  it('reads the cart again but does not price the lines it took with the code it took', async () => {
    const user = userEvent.setup();
    const calls = answerCart();
    const onDone = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CartWithCode onDone={onDone} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    await expect.poll(() => button.disabled).toBe(false);
    calls.length = 0;
    await user.click(button);
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(calls).toEqual(['POST /api/me/checkout {"discountCode":"TEN"}', 'GET /api/me/cart ']);
  });
});
