import { AdminShell } from '../../../features/admin/components/admin-shell';
import { ReportQueue } from '../../../features/admin/components/report-queue';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/reports */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.reports.title')} intro={t('admin.reports.intro')}>
      <ReportQueue />
    </AdminShell>
  );
}
