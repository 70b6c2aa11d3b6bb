import {
  ZArtistProfile,
  ZBuyerProfile,
  ZWalletQrList,
  type TArtistProfile,
  type TBuyerProfile,
  type TWalletQrList,
} from '@beatpasal/shared/schemas/account-api';
import { ZMe, type TMe, type TSetUsername } from '@beatpasal/shared/schemas/accounts';
import type { TBuyerProfileInput, TWalletQr } from '@beatpasal/shared/schemas/profiles';
import { ZWalletQr } from '@beatpasal/shared/schemas/profiles';
import type { TWalletQrSettings } from '@beatpasal/shared/payments/payment-qr-api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../../../lib/api-client';

/** Answers with the new session: the username and role are part of it. */
export function claimUsername(input: TSetUsername): Promise<TMe> {
  return apiFetch('/api/me/username', { method: 'POST', body: input, schema: ZMe });
}

export const buyerProfileQuery = queryOptions({
  queryKey: ['me', 'buyer-profile'],
  queryFn: ({ signal }) => apiFetch('/api/me/buyer-profile', { schema: ZBuyerProfile, signal }),
  staleTime: 0,
});

export function saveBuyerProfile(input: TBuyerProfileInput): Promise<TBuyerProfile> {
  return apiFetch('/api/me/buyer-profile', { method: 'PUT', body: input, schema: ZBuyerProfile });
}

export const artistProfileQuery = queryOptions({
  queryKey: ['me', 'artist-profile'],
  queryFn: ({ signal }) => apiFetch('/api/me/artist-profile', { schema: ZArtistProfile, signal }),
  staleTime: 0,
});

/** The whole /edit-profile form as multipart: text fields plus avatar, cover, walletQr and walletQrLabel. */
export function saveArtistProfile(form: FormData, onProgress: (fraction: number) => void): Promise<TArtistProfile> {
  return apiUpload('/api/me/artist-profile', form, onProgress, { method: 'PUT', schema: ZArtistProfile });
}

/** Multipart `image` and `label`. */
export function addWalletQr(form: FormData, onProgress: (fraction: number) => void): Promise<TWalletQr> {
  return apiUpload('/api/me/wallet-qrs', form, onProgress, { schema: ZWalletQr });
}

export function makeWalletQrPrimary(id: string): Promise<TWalletQrList> {
  return apiFetch(`/api/me/wallet-qrs/${encodeURIComponent(id)}/primary`, { method: 'POST', schema: ZWalletQrList });
}

/** Whether this wallet's checkout QR codes carry the order reference (tag 62, decision 064). */
export function setWalletQrSettings(id: string, settings: TWalletQrSettings): Promise<TWalletQr> {
  return apiFetch(`/api/me/wallet-qrs/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: settings,
    schema: ZWalletQr,
  });
}

export function deleteWalletQr(id: string): Promise<TWalletQrList> {
  return apiFetch(`/api/me/wallet-qrs/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZWalletQrList });
}
