import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { buttonClassName } from '../ui/button-styles';
import { navLinkClass } from './nav-link-class';

/** What a signed-out visitor sees in the top bar. */
export function GuestNav() {
  const t = useT();
  return (
    <ul className="flex items-center gap-1">
      <li>
        <NavLink to="/login" className={navLinkClass}>
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
