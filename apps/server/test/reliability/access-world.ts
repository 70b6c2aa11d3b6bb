import { eq } from 'drizzle-orm';
import { contactMessages, disputes, reports, strikes, takedowns, tracks, walletQrs } from '../../src/db/schema/index';
import type { TAccessActor, TAccessTarget } from '../../src/auth/access-declaration';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { storedKeys } from '../helpers/stored-files';
import type { TestApp } from '../helpers/test-app';
import { offer, startChat } from '../offers/offer-fixtures';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';
import { insertReadyTracks } from '../catalogue/catalogue-fixtures';
import { assignLicenceCode } from '../../src/services/licences/assign-licence-code';
import { createUpload } from '../uploads/tus-requests';
import { addAcceptedCoProducer, sharesOf } from '../co-producers/co-producer-fixtures';
import { createCode, createSale } from '../deals/deal-fixtures';

/**
 * The route × actor suite's world: an artist and a buyer who own one of everything (a track on
 * sale, a pending and a disputed purchase, an unfinished upload, another buyer's approved licence, a conversation with an offer, a wallet QR, a strike,
 * a takedown, a report, a contact message, a co-producer's invitation and the share of a sale it owes them, a discount code and a timed sale), and the
 * actors, none of whom owns any of it.
 */
export interface AccessWorld {
  cookies: Record<TAccessActor, string | undefined>;
  /** The value of a path's first parameter for each kind of target. */
  targets: Record<TAccessTarget, string>;
  /** Values of the other path parameters, by name. */
  params: Record<string, string>;
  owners: { artist: TestAccount; buyer: TestAccount };
}

function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

async function firstId(
  t: TestApp,
  table: typeof reports | typeof contactMessages | typeof takedowns | typeof disputes | typeof strikes,
): Promise<string> {
  const [row] = await t.ctx.database.db.select({ id: table.id }).from(table).limit(1);
  if (!row) throw new Error('world setup left a table empty');
  return row.id;
}

async function postForm(t: TestApp, url: string, cookie: string | undefined, fields: Record<string, string>) {
  const form = await multipart(fields);
  expectOk(
    await t.app.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin(t, cookie), ...form.headers },
      payload: form.payload,
    }),
    url,
  );
}

export async function createAccessWorld(t: TestApp): Promise<AccessWorld> {
  const [
    artist,
    buyer,
    otherArtist,
    actorArtist,
    actorBuyer,
    otherBuyer,
    suspended,
    victim,
    admin,
    licensee,
    coProducer,
  ] = await Promise.all([
    createArtist(t),
    createBuyer(t),
    createArtist(t),
    createArtist(t),
    createBuyer(t),
    createBuyer(t),
    createBuyer(t),
    createBuyer(t),
    createAdmin(t),
    createBuyer(t),
    createArtist(t),
  ]);
  const { trackId } = await insertSellableTrack(t, artist);
  const coProduction = await addAcceptedCoProducer(t, artist, coProducer, trackId);
  const licensedId = await pendingPurchase(t, licensee, trackId, 'lease');
  expectOk(await send(t, 'POST', `/api/purchases/${licensedId}/approve`, artist.cookie, {}), 'approve');
  const licence = await assignLicenceCode(t.ctx.database.db, licensedId);
  const purchaseId = await pendingPurchase(t, buyer, trackId, 'lease');
  const rejectedId = await pendingPurchase(t, buyer, trackId, 'exclusive');
  expectOk(
    await send(t, 'POST', `/api/purchases/${rejectedId}/reject`, artist.cookie, {
      reason: 'not_enough_fund',
      note: 'Only half arrived.',
      refundNpr: 25000,
    }),
    'reject',
  );
  expectOk(
    await send(t, 'POST', `/api/purchases/${rejectedId}/dispute`, buyer.cookie, {
      reason: 'rejected_without_refund',
      message: 'No refund yet.',
    }),
    'dispute',
  );
  await startChat(t, buyer, artist);
  const offered = await offer(t, buyer, artist, { trackId });
  expectOk(
    await send(t, 'POST', `/api/admin/users/${artist.userId}/warn`, admin.cookie, { reason: 'Checking access.' }),
    'warn',
  );
  // A notice takes its track down at once: it names a second track so that the first stays on sale.
  const [claimedId] = await insertReadyTracks(t, artist.userId, [{ title: 'Claimed' }]);
  const notice = {
    claimantName: 'Sita Rai',
    contactEmail: 'sita@example.com',
    originalWork: 'My beat "Monsoon", 2024.',
    trackUrl: `${t.env.PUBLIC_URL}/track/${claimedId}`,
    goodFaith: true,
    signature: 'Sita Rai',
  };
  expectOk(await send(t, 'POST', '/api/takedowns', undefined, notice), 'takedown');
  await postForm(t, '/api/reports', buyer.cookie, {
    targetType: 'track',
    targetId: trackId,
    reason: 'spam',
    details: 'Checking access.',
  });
  await postForm(t, '/api/contact', undefined, {
    name: 'Sita',
    username: 'sita',
    phone: '9812345678',
    category: 'others',
    message: 'Checking access.',
  });
  expectOk(
    await send(t, 'POST', `/api/admin/users/${suspended.userId}/suspend`, admin.cookie, { reason: 'Checking access.' }),
    'suspend',
  );

  const [walletQr] = await t.ctx.database.db
    .select({ id: walletQrs.id })
    .from(walletQrs)
    .where(eq(walletQrs.artistId, artist.userId));
  const [master] = await t.ctx.database.db.select({ key: tracks.masterKey }).from(tracks).where(eq(tracks.id, trackId));
  const cover = (await storedKeys(t)).find((key) => key.startsWith('cover-images/'))!;
  const upload = await createUpload(t, artist.cookie, 'master', 1000);
  expectOk(upload.res, 'start an upload');
  const cookie = (user: TestUser) => user.cookie;
  return {
    cookies: {
      visitor: undefined,
      buyer: cookie(actorBuyer),
      otherBuyer: cookie(otherBuyer),
      artist: cookie(actorArtist),
      otherArtist: cookie(otherArtist),
      admin: cookie(admin),
      suspended: cookie(suspended),
    },
    targets: {
      track: trackId,
      purchase: purchaseId,
      walletQr: walletQr!.id,
      artistName: artist.username,
      user: artist.userId,
      offer: offered.id,
      strike: await firstId(t, strikes),
      takedown: await firstId(t, takedowns),
      report: await firstId(t, reports),
      contact: await firstId(t, contactMessages),
      dispute: await firstId(t, disputes),
      victim: victim.userId,
      licence: licence!.code,
      upload: upload.id,
      coProduction,
      coProducerShare: (await sharesOf(t, artist, 'lead')).shares[0].id,
      discountCode: await createCode(t, artist),
      timedSale: await createSale(t, artist),
      none: 'no-such-thing',
    },
    params: {
      '*': cover,
      area: 'cover-images',
      name: `${cover.split('/')[1]!.replace('.webp', '')}.jpg`,
      privateFile: master!.key,
      token: 'no-such-token',
    },
    owners: { artist, buyer },
  };
}
