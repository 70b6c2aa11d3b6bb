import { AdminOverview } from '../../../features/admin/components/admin-overview';
import { AdminShell } from '../../../features/admin/components/admin-shell';
import { useT } from '../../../lib/i18n/i18n';

/** /admin: counts and charts; the section links above lead to each queue and the log. */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.home.title')} intro={t('admin.home.intro')}>
      <AdminOverview />
    </AdminShell>
  );
}
