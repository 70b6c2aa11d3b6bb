import { StartPaths } from '../../../features/pages/components/start-paths';
import { StaticPage } from '../../../features/pages/components/static-page';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <StaticPage
      eyebrow={t('pages.howToStart.eyebrow')}
      title={t('pages.howToStart.title')}
      lede={t('pages.howToStart.lede')}
      width="wide"
    >
      <StartPaths />
    </StaticPage>
  );
}
