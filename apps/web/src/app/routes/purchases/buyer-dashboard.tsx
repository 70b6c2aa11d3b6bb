import { PurchaseHistory } from '../../../features/purchases/components/purchase-history';
import { ReportButton } from '../../../features/reports/components/report-button';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /buyer-dashboard: the buyer's Purchase History (spec §2.6). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('purchases.history.pageTitle'));
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
        {t('purchases.history.pageTitle')}
      </h1>
      <PurchaseHistory rowAction={(purchaseId) => <ReportButton targetType="purchase" targetId={purchaseId} />} />
    </div>
  );
}
