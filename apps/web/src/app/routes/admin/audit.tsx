import { AdminShell } from '../../../features/admin/components/admin-shell';
import { AuditLogView } from '../../../features/admin/components/audit-log-view';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/audit */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.audit.title')} intro={t('admin.audit.intro')}>
      <AuditLogView />
    </AdminShell>
  );
}
