import type { TBulkDealView } from '@beatpasal/shared/schemas/deals';
import { useFormat, useT } from './i18n/i18n';

/** A bulk deal in words, for the studio and the cart alike: 'Buy 2 get 1 free' or '3 for the price of 2'. */
export function useDealName() {
  const t = useT();
  const { count } = useFormat();
  return (deal: TBulkDealView) =>
    t(deal.kind === 'buy_get_free' ? 'deals.deal.describeBuyGetFree' : 'deals.deal.describeNForM', {
      n: count(deal.n),
      m: count(deal.m),
    });
}
