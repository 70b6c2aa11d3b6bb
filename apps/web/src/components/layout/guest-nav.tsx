import { loginPath } from '@beatpasal/shared/routing';
import { NavLink, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { buttonClassName } from '../ui/button-styles';
import { navLinkClass } from './nav-link-class';

/** What a signed-out visitor sees in the top bar; Login comes back to the page it was pressed on. */
export function GuestNav() {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className="flex items-center gap-1">
      <li>
        <NavLink to={loginPath(`${pathname}${search}${hash}`)} className={navLinkClass}>
          {t('nav.login')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/signup" className={buttonClassName('primary', 'sm')}>
          {t('nav.signup')}
        </NavLink>
      </li>
    </ul>
  );
}
