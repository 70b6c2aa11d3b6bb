import { DealsPage } from '../../../features/studio/components/deals/deals-page';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /deals: the artist's discount codes, bulk deal and timed sales. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('deals.page.title'));
  return <DealsPage />;
}
