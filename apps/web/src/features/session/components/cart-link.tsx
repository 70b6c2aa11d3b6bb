import { NavLink } from 'react-router';
import { useCart, useMergeVisitorCart } from '../../../lib/cart';
import { useFormat } from '../../../lib/i18n/i18n';

/**
 * The buyer's cart in the top bar, on every screen size: a basket and how many licences wait in it.
 * Mounted only for a signed-in buyer, so it is where a visitor's cart from this browser joins theirs.
 */
export function CartLink() {
  const format = useFormat();
  useMergeVisitorCart();
  const cart = useCart(true);
  const count = cart.data?.lines.length ?? 0;
  return (
    <NavLink
      to="/cart"
      aria-label={format.plural('cart.nav.label', count)}
      className="inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold text-zinc-200 hover:text-white aria-[current=page]:text-brand-300"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span aria-hidden="true">{format.count(count)}</span>
    </NavLink>
  );
}
