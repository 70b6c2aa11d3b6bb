import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { buttonClassName } from '../ui/button-styles';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-9 items-center rounded-full px-2 text-sm sm:px-3 font-medium hover:bg-zinc-800 hover:text-white ${isActive ? 'text-white' : 'text-zinc-300'}`;

/** What a signed-out visitor sees in the top bar. */
export function GuestNav() {
  const t = useT();
  return (
    <ul className="flex items-center gap-1">
      <li>
        <NavLink to="/login" className={linkClass}>
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
