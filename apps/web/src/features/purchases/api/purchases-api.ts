import type { TLicenceKind } from '@beatpasal/shared/licences';
import {
  ZFileLink,
  ZPurchase,
  ZPurchaseDetail,
  ZPurchasePage,
  ZSale,
  ZSalePage,
  type TFileLink,
  type TPurchase,
  type TPurchaseDetail,
  type TPurchasePage,
  type TRejectPurchase,
  type TSale,
  type TSaleFilter,
  type TSalePage,
} from '@beatpasal/shared/schemas/purchases';
import { ZPaymentRequests, type TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import { apiFetch, apiUpload } from '../../../lib/api-client';

/** /api/purchases and the two lists; every key starts with `purchases` so one invalidation refreshes them all. */
export const purchaseKeys = {
  all: ['purchases'] as const,
  detail: (id: string) => [...purchaseKeys.all, 'detail', id] as const,
  checkout: (trackId: string, kind: string) => [...purchaseKeys.all, 'checkout', trackId, kind] as const,
  mine: () => [...purchaseKeys.all, 'mine'] as const,
  requests: () => [...purchaseKeys.all, 'requests'] as const,
  sales: (filter: TSaleFilter) => [...purchaseKeys.all, 'sales', filter] as const,
};

const purchasePath = (id: string, rest = '') => `/api/purchases/${encodeURIComponent(id)}${rest}`;
const cursorQuery = (cursor: string | null, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** Buy Now: the buyer's open purchase of this track and licence, made or reused by the server. */
export function createPurchase(trackId: string, licenceKind: TLicenceKind, signal?: AbortSignal): Promise<TPurchase> {
  return apiFetch('/api/purchases', { method: 'POST', body: { trackId, licenceKind }, schema: ZPurchase, signal });
}

export function fetchPurchase(id: string, signal?: AbortSignal): Promise<TPurchaseDetail> {
  return apiFetch(purchasePath(id), { schema: ZPurchaseDetail, signal });
}

/** The buyer's open payment requests, each with its lines and the artist's wallet QR codes (decision 091). */
export function fetchPaymentRequests(signal?: AbortSignal): Promise<TPaymentRequests> {
  return apiFetch('/api/me/payment-requests', { schema: ZPaymentRequests, signal });
}

export function submitProof(id: string, body: FormData, onProgress: (fraction: number) => void): Promise<TPurchase> {
  return apiUpload(purchasePath(id, '/proof'), body, onProgress, { schema: ZPurchase });
}

export function fetchMyPurchases(cursor: string | null, signal: AbortSignal): Promise<TPurchasePage> {
  return apiFetch(`/api/me/purchases${cursorQuery(cursor)}`, { schema: ZPurchasePage, signal });
}

export function fetchSales(filter: TSaleFilter, cursor: string | null, signal: AbortSignal): Promise<TSalePage> {
  return apiFetch(`/api/me/sales${cursorQuery(cursor, { status: filter })}`, { schema: ZSalePage, signal });
}

export function approvePurchase(id: string): Promise<TSale> {
  return apiFetch(purchasePath(id, '/approve'), { method: 'POST', schema: ZSale });
}

export function rejectPurchase(id: string, body: TRejectPurchase): Promise<TSale> {
  return apiFetch(purchasePath(id, '/reject'), { method: 'POST', body, schema: ZSale });
}

/** The alternate file, sent first as a resumable upload (lib/resumable-upload), named here by its id. */
export function attachAlternate(id: string, alternateUpload: string): Promise<TSale> {
  return apiFetch(purchasePath(id, '/alternate'), { method: 'POST', body: { alternateUpload }, schema: ZSale });
}

export type TPurchaseFileName = 'master' | 'mp3' | 'alternate' | 'agreement' | 'screenshot';

/** A signed one-hour link to a file of the purchase; fetched on click so it is always fresh. */
export function fetchFileLink(id: string, file: TPurchaseFileName): Promise<TFileLink> {
  const path =
    file === 'agreement' || file === 'screenshot'
      ? purchasePath(id, `/${file}`)
      : purchasePath(id, `/download?file=${file}`);
  return apiFetch(path, { schema: ZFileLink });
}
