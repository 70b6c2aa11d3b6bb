import type { TLicenceKind } from '@beatpasal/shared/licences';

/** Addresses of the purchase pages; the licence also travels in the URL so a reload keeps it. */
export const confirmPath = (trackId: string) => `/purchase/${encodeURIComponent(trackId)}`;
export const checkoutPathFor = (trackId: string, kind: TLicenceKind) =>
  `/checkout/${encodeURIComponent(trackId)}?licence=${kind}`;
export const paymentCompletePath = (purchaseId: string) => `/payment-complete/${encodeURIComponent(purchaseId)}`;
export const BUYER_DASHBOARD = '/buyer-dashboard';
/** The buyer's open payment requests, one per artist of a checkout (decision 091). */
export const PAYMENT_REQUESTS = '/payment-requests';
