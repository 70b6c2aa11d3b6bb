import { useParams } from 'react-router';
import { LicenceCheckView } from '../../../features/licences/components/licence-check-view';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  const t = useT();
  useDocumentTitle(t('licences.check.title'));
  return <LicenceCheckView code={useParams().code ?? ''} />;
}
