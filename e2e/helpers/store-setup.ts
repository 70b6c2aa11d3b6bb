import { expect, type Page } from '@playwright/test';
import type { TBulkDealInput, TDiscountCodeInput } from '../../packages/shared/src/schemas/deals';
import { sameOrigin } from './accounts';
import { pngFile, qrPng } from './images';

/**
 * A store's preconditions made through the API, for journeys about what comes after them: the
 * Deals page and the co-producer editor have journeys of their own (deals, co-producers).
 */

async function expectOk(response: { ok(): boolean; text(): Promise<string> }, what: string) {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
}

/** The signed-in artist's bulk deal and one discount code. */
export async function setDeals(studio: Page, deal: TBulkDealInput, code: TDiscountCodeInput) {
  await expectOk(await studio.request.put('/api/me/deals/bulk-deal', { data: deal, headers: sameOrigin() }), 'deal');
  await expectOk(await studio.request.post('/api/me/deals/codes', { data: code, headers: sameOrigin() }), 'code');
}

/** One more wallet QR on the signed-in artist's profile, drawn from an EMVCo payload. */
export async function postWalletQr(studio: Page, payload: string, label: string) {
  const multipart = { label, image: pngFile(`${label}.png`, await qrPng(payload)) };
  await expectOk(await studio.request.post('/api/me/wallet-qrs', { multipart, headers: sameOrigin() }), 'wallet QR');
}

/** The lead names one co-producer on a track with `percent` of each sale, and the co-producer accepts. */
export async function shareTrack(lead: Page, coProducer: Page, trackId: string, username: string, percent: number) {
  const data = { leadSharePercent: 100 - percent, coProducers: [{ username, sharePercent: percent }] };
  await expectOk(
    await lead.request.put(`/api/me/tracks/${trackId}/co-producers`, { data, headers: sameOrigin() }),
    'co-producers',
  );
  const list = (await (await coProducer.request.get('/api/me/co-productions')).json()) as {
    coProductions: { id: string; trackId: string }[];
  };
  const invitation = list.coProductions.find((row) => row.trackId === trackId)!;
  await expectOk(
    await coProducer.request.post(`/api/co-productions/${invitation.id}/accept`, { headers: sameOrigin() }),
    'accept',
  );
}
