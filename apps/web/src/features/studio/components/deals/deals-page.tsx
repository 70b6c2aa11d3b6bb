import { LoadError, Loading } from '../../../../components/ui/list-states';
import { useT } from '../../../../lib/i18n/i18n';
import { useDeals } from '../../api/deals-api';
import { BulkDealSection } from './bulk-deal-section';
import { CodesSection } from './codes-section';
import { SalesSection } from './sales-section';

/** The studio's Deals page: discount codes, the bulk deal and timed sales (issue 35, decision 092). */
export function DealsPage() {
  const t = useT();
  const deals = useDeals();
  let body;
  if (deals.isPending) body = <Loading text={t('deals.page.loading')} />;
  else if (deals.isError)
    body = <LoadError error={deals.error} onRetry={() => void deals.refetch()} isRetrying={deals.isFetching} />;
  else
    body = (
      <>
        <CodesSection codes={deals.data.codes} />
        <BulkDealSection key={JSON.stringify(deals.data.deal)} deal={deals.data.deal} />
        <SalesSection sales={deals.data.sales} />
      </>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('deals.page.title')}</h1>
        <p className="mt-2 text-sm text-zinc-300">{t('deals.page.intro')}</p>
      </div>
      {body}
    </div>
  );
}
