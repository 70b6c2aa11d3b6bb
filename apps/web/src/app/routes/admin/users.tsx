import { AccountActions } from '../../../features/admin/components/account-actions';
import { AdminShell } from '../../../features/admin/components/admin-shell';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/users */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.accounts.title')} intro={t('admin.accounts.intro')}>
      <AccountActions />
    </AdminShell>
  );
}
