import { NavLink } from 'react-router';
import { menuLinkClass, navLinkClass } from '../../../components/layout/nav-link-class';
import { useT } from '../../../lib/i18n/i18n';
import type { TGreeting, TNavItem } from '../lib/nav-items';
import { LogoutButton } from './logout-button';
import { UnreadDot } from './unread-dot';

interface TNavEntriesProps {
  items: readonly TNavItem[];
  greeting: TGreeting | null;
  hasUnread: boolean;
  /** 'bar' for the top bar on wide screens, 'menu' for rows of the slide-in panel. */
  variant: 'bar' | 'menu';
}

/** The signed-in menu as list items, shared by the top bar and the slide-in panel. */
export function NavEntries({ items, greeting, hasUnread, variant }: TNavEntriesProps) {
  const t = useT();
  const linkClass = variant === 'bar' ? navLinkClass : menuLinkClass;
  const logoutClass =
    variant === 'bar'
      ? 'inline-flex min-h-9 items-center rounded-full border border-zinc-700 px-3 text-sm font-medium text-zinc-200 hover:border-zinc-500 hover:text-white disabled:opacity-60'
      : 'mt-2 flex min-h-12 w-full items-center justify-center rounded-full border border-zinc-700 px-3 text-base font-medium text-zinc-100 hover:border-zinc-500 disabled:opacity-60';
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass}>
            <span className="flex items-center gap-1.5">
              {t(item.labelKey)}
              {item.isInbox && hasUnread && <UnreadDot />}
            </span>
          </NavLink>
        </li>
      ))}
      {greeting && (
        <li className={variant === 'bar' ? 'min-w-0' : 'mt-2 border-t border-zinc-800 pt-2'}>
          <NavLink to={greeting.to} end className={(state) => `${linkClass(state)} max-w-72 gap-1`}>
            <span className="truncate">{t('accounts.nav.greeting', { username: greeting.username })}</span>{' '}
            <span className="shrink-0 text-zinc-400">
              {t('accounts.nav.roleInBrackets', { role: t(greeting.roleKey) })}
            </span>
          </NavLink>
        </li>
      )}
      <li>
        <LogoutButton className={logoutClass} />
      </li>
    </>
  );
}
