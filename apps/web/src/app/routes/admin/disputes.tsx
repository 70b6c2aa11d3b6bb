import { AdminShell } from '../../../features/admin/components/admin-shell';
import { DisputeQueue } from '../../../features/admin/components/dispute-queue';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/disputes */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.disputes.title')} intro={t('admin.disputes.intro')}>
      <DisputeQueue />
    </AdminShell>
  );
}
