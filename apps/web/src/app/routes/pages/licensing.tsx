import { LicenceCards } from '../../../features/pages/components/licence-cards';
import { PageSection } from '../../../features/pages/components/page-section';
import { StaticPage } from '../../../features/pages/components/static-page';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <StaticPage
      eyebrow={t('pages.licensing.eyebrow')}
      title={t('pages.licensing.title')}
      lede={t('pages.licensing.lede')}
      width="wide"
    >
      <PageSection title={t('pages.licensing.cardsTitle')}>
        <LicenceCards />
      </PageSection>
      <div className="grid gap-10 md:grid-cols-2">
        <PageSection title={t('pages.licensing.termsTitle')}>
          <p>{t('pages.licensing.termsBody')}</p>
        </PageSection>
        <PageSection title={t('pages.licensing.artistsTitle')}>
          <p>{t('pages.licensing.artistsBody')}</p>
        </PageSection>
      </div>
    </StaticPage>
  );
}
