import { Link } from '../../../components/ui/link';
import { MailLink } from '../../../features/pages/components/mail-link';
import { PageSection, ProseList } from '../../../features/pages/components/page-section';
import { STANDALONE_LINK_CLASS } from '../../../features/pages/components/page-styles';
import { StaticPage } from '../../../features/pages/components/static-page';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <StaticPage eyebrow={t('pages.privacy.eyebrow')} title={t('pages.privacy.title')} lede={t('pages.privacy.lede')}>
      <PageSection title={t('pages.privacy.collectTitle')}>
        <ProseList
          items={[
            t('pages.privacy.collectAccount'),
            t('pages.privacy.collectProfile'),
            t('pages.privacy.collectPurchases'),
            t('pages.privacy.collectAnalytics'),
            t('pages.privacy.collectMessages'),
          ]}
        />
        <p className="rounded-xl border border-zinc-800 bg-zinc-900 p-4 text-zinc-200">
          {t('pages.privacy.collectNoCredentials')}
        </p>
      </PageSection>
      <PageSection title={t('pages.privacy.useTitle')}>
        <p>{t('pages.privacy.useBody')}</p>
      </PageSection>
      <PageSection title={t('pages.privacy.shareTitle')}>
        <ProseList
          items={[t('pages.privacy.sharePublic'), t('pages.privacy.shareBuyer'), t('pages.privacy.shareQr')]}
        />
      </PageSection>
      <PageSection title={t('pages.privacy.sellTitle')}>
        <p>{t('pages.privacy.sellBody')}</p>
      </PageSection>
      <PageSection title={t('pages.privacy.storageTitle')}>
        <p>{t('pages.privacy.storageBody')}</p>
      </PageSection>
      <PageSection title={t('pages.privacy.deleteTitle')}>
        <p>{t('pages.privacy.deleteBody')}</p>
        <p className="flex flex-wrap gap-x-6">
          <Link to="/contact" className={STANDALONE_LINK_CLASS}>
            {t('pages.privacy.deleteLink')}
          </Link>
          <MailLink subject={t('pages.privacy.deleteTitle')} className={STANDALONE_LINK_CLASS} />
        </p>
      </PageSection>
    </StaticPage>
  );
}
