import { DISPUTE_RESPONSE_HOURS } from '@beatpasal/shared/constants';
import { buttonClassName } from '../../../components/ui/button-styles';
import { MailLink } from '../../../features/pages/components/mail-link';
import { PageSection, ProseList } from '../../../features/pages/components/page-section';
import { StaticPage } from '../../../features/pages/components/static-page';
import { TakedownForm } from '../../../features/reports/components/takedown-form';
import { EMAIL_PLACEHOLDER, TextWithMailLink } from '../../../features/pages/components/text-with-mail-link';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  const subject = t('pages.dispute.mailSubject');
  return (
    <StaticPage eyebrow={t('pages.dispute.eyebrow')} title={t('pages.dispute.title')} lede={t('pages.dispute.lede')}>
      <PageSection title={t('pages.dispute.whenTitle')}>
        <ProseList
          items={[t('pages.dispute.whenNoReply'), t('pages.dispute.whenRejected'), t('pages.dispute.whenWrongFile')]}
        />
      </PageSection>
      <PageSection title={t('pages.dispute.howTitle')}>
        <p>
          <TextWithMailLink text={t('pages.dispute.howBody', { email: EMAIL_PLACEHOLDER })} subject={subject} />
        </p>
        <ProseList
          items={[
            t('pages.dispute.includeAccount'),
            t('pages.dispute.includeTrack'),
            t('pages.dispute.includeDescription'),
          ]}
        />
        <p>{t('pages.dispute.includeScreenshot')}</p>
        <MailLink subject={subject} className={buttonClassName('primary', 'md', 'w-full sm:w-auto')}>
          {t('pages.dispute.mailButton')}
        </MailLink>
      </PageSection>
      <PageSection title={t('takedowns.form.title')}>
        <p>{t('takedowns.form.intro')}</p>
        <TakedownForm />
      </PageSection>
      <PageSection title={t('pages.dispute.nextTitle')}>
        <p>{t('pages.dispute.nextBody', { hours: DISPUTE_RESPONSE_HOURS })}</p>
        <p>{t('pages.dispute.refundBody')}</p>
      </PageSection>
    </StaticPage>
  );
}
