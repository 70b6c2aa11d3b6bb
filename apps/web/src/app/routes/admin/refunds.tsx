import { AdminShell } from '../../../features/admin/components/admin-shell';
import { RefundsRegister } from '../../../features/admin/components/refunds-register';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/refunds */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.disputes.refunds.title')} intro={t('admin.disputes.refunds.intro')}>
      <RefundsRegister />
    </AdminShell>
  );
}
