import { SUPPORT_REPLY_HOURS } from '@beatpasal/shared/constants';
import { Link } from '../../../components/ui/link';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { MailLink } from '../../../features/pages/components/mail-link';
import { PANEL_CLASS, STANDALONE_LINK_CLASS } from '../../../features/pages/components/page-styles';
import { StaticPage } from '../../../features/pages/components/static-page';
import { useT } from '../../../lib/i18n/i18n';

export function Component() {
  const t = useT();
  return (
    <StaticPage
      eyebrow={t('pages.contact.eyebrow')}
      title={t('pages.contact.title')}
      lede={t('pages.contact.lede', { hours: SUPPORT_REPLY_HOURS })}
      width="wide"
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={`${PANEL_CLASS} p-5 sm:p-8 lg:col-span-2`}>
          <ContactForm />
        </div>
        <aside className="space-y-6" aria-label={t('pages.contact.helpTitle')}>
          <section className={`${PANEL_CLASS} p-5 sm:p-6`}>
            <h2 className="text-lg font-semibold text-white">{t('pages.contact.emailTitle')}</h2>
            <p className="mt-2 text-sm text-zinc-300">{t('pages.contact.emailBody')}</p>
            <p className="mt-1">
              <MailLink subject={t('pages.contact.emailSubject')} className={STANDALONE_LINK_CLASS} />
            </p>
          </section>
          <section className={`${PANEL_CLASS} p-5 sm:p-6`}>
            <h2 className="text-lg font-semibold text-white">{t('pages.contact.helpTitle')}</h2>
            <ul className="mt-2 text-sm">
              <li>
                <Link to="/faq" className={STANDALONE_LINK_CLASS}>
                  {t('pages.contact.faqLink')}
                </Link>
              </li>
              <li>
                <Link to="/dispute" className={STANDALONE_LINK_CLASS}>
                  {t('pages.contact.disputeLink')}
                </Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </StaticPage>
  );
}
