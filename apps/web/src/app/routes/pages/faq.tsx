import { SUPPORT_REPLY_HOURS } from '@beatpasal/shared/constants';
import { ButtonLink } from '../../../components/ui/button-link';
import { FaqAccordion } from '../../../features/pages/components/faq-accordion';
import { PageSection } from '../../../features/pages/components/page-section';
import { StaticPage } from '../../../features/pages/components/static-page';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.faq.eyebrow')} title={t('pages.faq.title')} lede={t('pages.faq.lede')}>
      <FaqAccordion />
      <PageSection title={t('pages.faq.moreTitle')}>
        <p>{t('pages.faq.moreBody', { hours: SUPPORT_REPLY_HOURS })}</p>
        <ButtonLink to="/contact" variant="secondary">
          {t('pages.faq.moreLink')}
        </ButtonLink>
      </PageSection>
    </StaticPage>
  );
}
