import { StrikeList } from '../../../features/reports/components/strike-list';
import { TakedownList } from '../../../features/reports/components/takedown-list';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /strikes: linked from the warning e-mail. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('strikes.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('strikes.title')}</h1>
      <p className="mt-2 mb-6 text-zinc-300">{t('strikes.intro')}</p>
      <StrikeList />
      <TakedownList />
    </div>
  );
}
