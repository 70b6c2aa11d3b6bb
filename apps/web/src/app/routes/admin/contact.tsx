import { AdminShell } from '../../../features/admin/components/admin-shell';
import { ContactQueue } from '../../../features/admin/components/contact-queue';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/contact */
export function Component() {
  const t = useT();
  return (
    <AdminShell title={t('admin.contact.title')} intro={t('admin.contact.intro')}>
      <ContactQueue />
    </AdminShell>
  );
}
