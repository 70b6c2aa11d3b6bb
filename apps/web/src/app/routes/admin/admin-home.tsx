import { Link } from 'react-router';
import { AdminShell } from '../../../features/admin/components/admin-shell';
import { useT } from '../../../lib/i18n/i18n';

/** /admin: where each queue and the log are. */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.home.title')} intro={t('admin.home.intro')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <Link to="/admin/reports" className="block rounded-xl border border-zinc-800 p-4 hover:border-zinc-600">
            {t('admin.nav.reports')}
          </Link>
        </li>
        <li>
          <Link to="/admin/audit" className="block rounded-xl border border-zinc-800 p-4 hover:border-zinc-600">
            {t('admin.nav.audit')}
          </Link>
        </li>
      </ul>
    </AdminShell>
  );
}
