import { GuestNav } from '../../../components/layout/guest-nav';
import type { TSession } from '../../../lib/session';
import { useHasUnread } from '../hooks/use-has-unread';
import { greetingFor, navItemsFor } from '../lib/nav-items';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import { NavEntries } from './nav-entries';

/** A signed-in person's links. Only they have an inbox: its unread dot is watched from here. */
function MemberNav({ session }: { session: TSession }) {
  const hasUnread = useHasUnread();
  const items = navItemsFor(session.profile);
  const greeting = greetingFor(session.profile);
  const entries = (variant: 'bar' | 'menu') => (
    <NavEntries items={items} greeting={greeting} hasUnread={hasUnread} variant={variant} />
  );

  // Without a username there is only Logout: no menu needed, on any screen.
  if (items.length === 0 && !greeting) return <ul className="flex items-center">{entries('bar')}</ul>;
  return (
    <>
      {session.profile?.role === 'buyer' && <CartLink />}
      <ul className="hidden min-w-0 items-center gap-1 lg:flex">{entries('bar')}</ul>
      <MobileMenu hasUnread={hasUnread}>{entries('menu')}</MobileMenu>
    </>
  );
}

/**
 * The session-dependent part of the top bar: nothing while checking, then guest or member links.
 * A page hydrates while the session is still being checked, so it sets up no unread watch then
 * (issue 10's TBT), and a visitor never does.
 */
export function SessionNav({ session }: { session: TSession | undefined }) {
  if (!session) return null;
  if (!session.user) return <GuestNav />;
  return <MemberNav session={session} />;
}
