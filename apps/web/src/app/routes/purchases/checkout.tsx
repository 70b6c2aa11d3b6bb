import { useParams } from 'react-router';
import { CheckoutView } from '../../../features/purchases/components/checkout-view';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  const t = useT();
  useDocumentTitle(t('purchases.checkout.title'));
  return <CheckoutView trackId={useParams().id ?? ''} />;
}
