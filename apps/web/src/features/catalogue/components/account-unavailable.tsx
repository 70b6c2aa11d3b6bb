import { unavailableAccountOf, type TUnavailableAccount } from '@beatpasal/shared/account-states';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import type { TTranslate } from '../../../lib/i18n/translate';
import { PageSection } from './page-section';

/** The title of a 410 page: a suspended or removed account says so, anything else is an unavailable track. */
export function unavailableTitle(t: TTranslate, messageKey: string | undefined): string {
  const account = unavailableAccountOf(messageKey);
  return account ? t(`accountActions.public.${account}`) : t('reports.hiddenTrack.title');
}

/** The artist page and track pages of a suspended or removed account (decision 031). */
export function AccountUnavailable({ state }: { state: TUnavailableAccount }) {
  const t = useT();
  return (
    <PageSection title={t(`accountActions.public.${state}`)}>
      <p className="mb-6 text-zinc-300">{t('accountActions.public.body')}</p>
      <ButtonLink to="/">{t('catalogue.track.backHome')}</ButtonLink>
    </PageSection>
  );
}
