import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { purchaseKeys } from '../api/purchases-api';

const PURCHASE_EVENTS = ['purchase.submitted', 'purchase.updated'] as const;

/**
 * Refreshes every purchase list when the server says a purchase changed (a buyer sent proof, the
 * artist decided, a download is ready). Returns whether the live stream is connected.
 */
export function usePurchaseEvents(): boolean {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    const onOpen = () => {
      setIsLive(true);
      // Whatever happened while the stream was closed is caught up by one read.
      refresh();
    };
    const onError = () => setIsLive(false);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    for (const type of PURCHASE_EVENTS) source.addEventListener(type, refresh);
    return () => {
      source.close();
      setIsLive(false);
    };
  }, [queryClient]);
  return isLive;
}
