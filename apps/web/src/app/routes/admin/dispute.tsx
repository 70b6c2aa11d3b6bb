import { useParams } from 'react-router';
import { AdminShell } from '../../../features/admin/components/admin-shell';
import { DisputeDetail } from '../../../features/admin/components/dispute-detail';
import { useT } from '../../../lib/i18n/i18n';

/** /admin/disputes/:id */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <AdminShell title={t('admin.disputes.title')} intro={t('admin.disputes.intro')}>
      <DisputeDetail disputeId={id} />
    </AdminShell>
  );
}
