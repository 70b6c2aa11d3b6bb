import { Link } from '../../../components/ui/link';
import { MailLink } from '../../../features/pages/components/mail-link';
import { PageSection } from '../../../features/pages/components/page-section';
import {
  CALLOUT_CLASS,
  PANEL_CLASS,
  STANDALONE_LINK_CLASS,
  TEXT_LINK_CLASS,
} from '../../../features/pages/components/page-styles';
import { StaticPage } from '../../../features/pages/components/static-page';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.about.eyebrow')} title={t('pages.about.title')} lede={t('pages.about.lede')}>
      <PageSection title={t('pages.about.whatTitle')}>
        <p>{t('pages.about.whatBody')}</p>
        <p>{t('pages.about.paymentBody')}</p>
      </PageSection>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className={`${PANEL_CLASS} p-5`}>
          <h2 className="text-lg font-semibold text-white">{t('pages.about.artistsTitle')}</h2>
          <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t('pages.about.artistsBody')}</p>
        </section>
        <section className={`${PANEL_CLASS} p-5`}>
          <h2 className="text-lg font-semibold text-white">{t('pages.about.buyersTitle')}</h2>
          <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t('pages.about.buyersBody')}</p>
        </section>
      </div>
      <PageSection title={t('pages.about.marketplaceTitle')}>
        <p>{t('pages.about.marketplaceBody')}</p>
        <p>{t('pages.about.responsibilityBody')}</p>
        <p>
          {t('pages.about.copyrightBody')}{' '}
          <Link to="/contact" className={TEXT_LINK_CLASS}>
            {t('pages.about.copyrightLink')}
          </Link>
        </p>
      </PageSection>
      <PageSection title={t('pages.about.earlyTitle')} className={CALLOUT_CLASS}>
        <p>{t('pages.about.earlyBody')}</p>
        <p>
          <MailLink subject={t('pages.about.bugSubject')} className={STANDALONE_LINK_CLASS} />
        </p>
      </PageSection>
    </StaticPage>
  );
}
