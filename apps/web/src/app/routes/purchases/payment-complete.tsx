import { useParams } from 'react-router';
import { PaymentCompleteView } from '../../../features/purchases/components/payment-complete-view';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  const t = useT();
  useDocumentTitle(t('purchases.complete.title'));
  return <PaymentCompleteView purchaseId={useParams().id ?? ''} />;
}
