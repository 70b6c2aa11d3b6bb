import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import { tracks } from '../../src/db/schema/tracks';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import type { TestApp } from '../helpers/test-app';
import { insertReadyTracks, LEASE_1500, testWav } from '../catalogue/catalogue-fixtures';

export const LEASE_WITH_MASTER: TLicenceInput = { ...LEASE_1500, deliverables: ['mp3', 'wav'] };
export const EXCLUSIVE_50000: TLicenceInput = {
  kind: 'exclusive',
  enabled: true,
  priceNpr: 50000,
  negotiable: false,
  terms: 'Unlimited streams.',
  leaseDays: null,
  streamCap: null,
  deliverables: ['mp3', 'wav', 'stems'],
};
export const NEGOTIABLE_FULL_RIGHTS: TLicenceInput = {
  ...EXCLUSIVE_50000,
  kind: 'full_rights',
  priceNpr: null,
  negotiable: true,
};

/** A ready track whose master really is in the store (a 3-second WAV), so downloads can be compared byte for byte. */
export async function insertSellableTrack(
  t: TestApp,
  artist: TestAccount,
  licences: TLicenceInput[] = [LEASE_WITH_MASTER, EXCLUSIVE_50000, NEGOTIABLE_FULL_RIGHTS],
) {
  const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Night Drive', licences }]);
  const [row] = await t.ctx.database.db
    .select({ masterKey: tracks.masterKey })
    .from(tracks)
    .where(eq(tracks.id, trackId!));
  const master = await testWav();
  await t.ctx.storage.put(row!.masterKey, master, { contentType: 'audio/wav', visibility: 'private' });
  return { trackId: trackId!, master };
}

export const send = (t: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, cookie), payload });

export async function buy(t: TestApp, buyer: TestAccount | undefined, trackId: string, licenceKind: string) {
  return send(t, 'POST', '/api/purchases', buyer?.cookie, { trackId, licenceKind });
}

let screenshotSeed = 0;

/** A different phone-screenshot-like JPEG every call (its pixels differ), unless `seed` repeats. */
export async function screenshot(seed = ++screenshotSeed): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960"><rect width="100%" height="100%" fill="hsl(${hue},60%,90%)"/><text x="40" y="200" font-size="48">Paid NPR ${seed}</text></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestPhone', Software: 'Wallet' } })
    .toBuffer();
}

export async function submitProof(
  t: TestApp,
  buyer: TestAccount | undefined,
  purchaseId: string,
  options: { bytes?: Buffer; wallet?: string; transactionId?: string; contentType?: string } = {},
) {
  const fields: Record<string, string> = {
    wallet: options.wallet ?? 'esewa',
    transactionId: options.transactionId ?? `TXN${Date.now()}${++screenshotSeed}`,
  };
  const bytes = options.bytes ?? (await screenshot());
  const form = await multipart(fields, {
    screenshot: { bytes, filename: 'receipt.jpg', contentType: options.contentType ?? 'image/jpeg' },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/purchases/${purchaseId}/proof`,
    headers: { ...sameOrigin(t, buyer?.cookie), ...form.headers },
    payload: form.payload,
  });
}

/** Buy Now and proof in one go: the purchase is pending. */
export async function pendingPurchase(
  t: TestApp,
  buyer: TestAccount,
  trackId: string,
  licenceKind = 'lease',
): Promise<string> {
  const created = await buy(t, buyer, trackId, licenceKind);
  if (created.statusCode >= 300) throw new Error(`buy failed: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { id: string }).id;
  const proof = await submitProof(t, buyer, id);
  if (proof.statusCode !== 200) throw new Error(`proof failed: ${proof.statusCode} ${proof.body}`);
  return id;
}

/** An artist and `count` buyers, signed up at once. */
export async function artistAndBuyers(
  t: TestApp,
  count: number,
): Promise<{ artist: TestAccount; buyers: TestAccount[] }> {
  const [artist, ...buyers] = await Promise.all([
    createArtist(t),
    ...Array.from({ length: count }, () => createBuyer(t)),
  ]);
  return { artist: artist!, buyers };
}
