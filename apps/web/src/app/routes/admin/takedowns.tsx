import { AdminShell } from '../../../features/admin/components/admin-shell';
import { TakedownQueue } from '../../../features/admin/components/takedown-queue';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/takedowns */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.takedowns.title')} intro={t('admin.takedowns.intro')}>
      <TakedownQueue />
    </AdminShell>
  );
}
