import { AdminShell } from '../../../features/admin/components/admin-shell';
import { AppealQueue } from '../../../features/admin/components/appeal-queue';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/appeals */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.strikes.title')} intro={t('admin.strikes.intro')}>
      <AppealQueue />
    </AdminShell>
  );
}
