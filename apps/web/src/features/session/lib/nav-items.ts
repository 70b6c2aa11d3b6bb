import type { TMyProfile } from '@beatpasal/shared/schemas/accounts';
import { matchesRoute } from '@beatpasal/shared/routing';
import type { TMessageKey } from '../../../lib/i18n/translate';

export interface TNavItem {
  to: string;
  labelKey: TMessageKey;
  /** Shows the unread dot when the session says there are unread messages. */
  isInbox?: boolean;
}

export interface TGreeting {
  username: string;
  roleKey: TMessageKey;
  to: string;
}

type TNavProfile = Pick<TMyProfile, 'username' | 'role'> | null;

const LIBRARY: TNavItem = { to: '/library', labelKey: 'accounts.nav.library' };

/** The signed-in links of spec §2.2, in its order; a user with no role yet has none to use. */
export function navItemsFor(profile: TNavProfile): TNavItem[] {
  switch (profile?.role) {
    case 'artist':
      return [
        { to: '/artist-dashboard', labelKey: 'accounts.nav.dashboard' },
        { to: '/upload', labelKey: 'accounts.nav.upload' },
        LIBRARY,
        { to: '/artist-messages', labelKey: 'accounts.nav.inbox', isInbox: true },
        { to: '/edit-profile', labelKey: 'accounts.nav.editProfile' },
      ];
    case 'buyer':
      return [
        { to: '/buyer-dashboard', labelKey: 'accounts.nav.dashboard' },
        LIBRARY,
        { to: '/messages', labelKey: 'accounts.nav.inbox', isInbox: true },
        { to: '/edit-buyer-profile', labelKey: 'accounts.nav.editProfile' },
      ];
    case 'admin':
      return [{ to: '/admin', labelKey: 'nav.admin' }, LIBRARY];
    default:
      return [];
  }
}

/** 'Hey, {username} (Role)': to the artist's public page, the buyer dashboard, or home for anyone else. */
export function greetingFor(profile: TNavProfile): TGreeting | null {
  if (!profile?.username || !profile.role) return null;
  const { username, role } = profile;
  const to =
    role === 'artist' ? `/artist/${encodeURIComponent(username)}` : role === 'buyer' ? '/buyer-dashboard' : '/';
  return { username, roleKey: `accounts.roles.${role}`, to };
}

/**
 * Where the artists' notice shows (spec §2.2): the pages where licences are set and tracks
 * managed. Elsewhere (chat, library, the catalogue) it only took a phone's screen.
 */
export const ARTIST_NOTICE_PAGES = ['/artist-dashboard', '/upload', '/edit-profile', '/edit-track/:id'] as const;

export function showsArtistNotice(pathname: string): boolean {
  return matchesRoute(ARTIST_NOTICE_PAGES, pathname);
}
