import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { purchaseKeys } from '../api/purchases-api';

const PURCHASE_EVENTS = ['purchase.submitted', 'purchase.updated'] as const;

/**
 * Refreshes every purchase list when the server says a purchase changed (a buyer sent proof, the
 * artist decided, a download is ready). Returns whether the live stream is connected.
 */
export function usePurchaseEvents(): boolean {
  return useLiveRefresh(PURCHASE_EVENTS, purchaseKeys.all);
}
