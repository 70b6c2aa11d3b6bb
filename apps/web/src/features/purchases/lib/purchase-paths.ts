import type { TLicenceKind } from '@beatpasal/shared/licences';

/** Addresses of the purchase pages; the licence also travels in the URL so a reload keeps it. */
export const confirmPath = (trackId: string) => `/purchase/${encodeURIComponent(trackId)}`;
export const checkoutPathFor = (trackId: string, kind: TLicenceKind) =>
  `/checkout/${encodeURIComponent(trackId)}?licence=${kind}`;
export const paymentCompletePath = (purchaseId: string) => `/payment-complete/${encodeURIComponent(purchaseId)}`;
export const BUYER_DASHBOARD = '/buyer-dashboard';
