import { PaymentRequestsView } from '../../../features/purchases/components/payment-requests-view';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /payment-requests: one payment request per artist after checkout (decision 091). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('purchases.requests.title'));
  return <PaymentRequestsView />;
}
