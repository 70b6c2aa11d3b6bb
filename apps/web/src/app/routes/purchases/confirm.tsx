import { useParams } from 'react-router';
import { ConfirmView } from '../../../features/purchases/components/confirm-view';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  const t = useT();
  useDocumentTitle(t('purchases.confirm.title'));
  return <ConfirmView trackId={useParams().id ?? ''} />;
}
