import { useSearchParams } from 'react-router';
import { FreeDownloadPage } from '../../../features/free-downloads/components/free-download-page';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /free-download?token=…: the page a free download's e-mail link opens (issue 34 part 5). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('freeDownloads.verify.pageTitle'));
  const [params] = useSearchParams();
  return <FreeDownloadPage token={params.get('token')} />;
}
