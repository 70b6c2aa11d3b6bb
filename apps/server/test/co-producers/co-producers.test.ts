import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTlv } from '@beatpasal/shared/payments/emvco-qr';
import { EMVCO_VECTORS } from '@beatpasal/shared/payments/emvco-vectors.test-data';
import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import type { TShareList } from '@beatpasal/shared/schemas/co-producers';
import { coProducerShares, notifications, purchases, trackCoProducers } from '../../src/db/schema/index';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testQrPng } from '../helpers/test-images';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { deliverNow, mailsTo } from '../notifications/notification-fixtures';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';
import {
  addAcceptedCoProducer,
  confirmedSale,
  coProducersUrl,
  invitationOf,
  nameCoProducers,
  sharesOf,
} from './co-producer-fixtures';

/** Issue 35 part 5 (decision 089): co-producers named, accepting once, owed a share of every confirmed sale, settled. */
let t: TestApp;
let lead: TestAccount;
let coA: TestAccount;
let coB: TestAccount;
let stranger: TestAccount;
let buyer: TestAccount;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [lead, coA, coB, stranger, buyer, admin] = await Promise.all([
    createArtist(t),
    createArtist(t),
    createArtist(t),
    createArtist(t),
    createBuyer(t),
    createAdmin(t),
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const db = () => t.ctx.database.db;
const newTrack = async () => (await insertSellableTrack(t, lead)).trackId;
const statusOf = async (id: string) =>
  (await db().select({ status: trackCoProducers.status }).from(trackCoProducers).where(eq(trackCoProducers.id, id)))[0]
    ?.status;
const sharesOfSale = async (purchaseId: string) =>
  db().select().from(coProducerShares).where(eq(coProducerShares.purchaseId, purchaseId));

describe('naming co-producers', () => {
  it.each([
    ['shares not adding to 100', 60, [['coA', 30]], 'coProducers.sharesNot100'],
    ['yourself', 70, [['lead', 30]], 'coProducers.yourself'],
    ['a buyer', 70, [['buyer', 30]], 'coProducers.notArtist'],
    ['an unknown artist', 70, [['nobody_here_at_all', 30]], 'coProducers.unknownArtist'],
    [
      'the same artist twice',
      40,
      [
        ['coA', 30],
        ['coA', 30],
      ],
      'coProducers.duplicate',
    ],
  ] as const)('refuses %s with its message, and names no one', async (_, leadShare, lines, messageKey) => {
    const trackId = await newTrack();
    const people: Record<string, string> = { coA: coA.username, lead: lead.username, buyer: buyer.username };
    const named = lines.map(([who, share]) => [people[who] ?? who, share] as [string, number]);
    const res = await nameCoProducers(t, lead, trackId, leadShare, named);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ messageKey });
    expect((await send(t, 'GET', coProducersUrl(trackId), lead.cookie)).json()).toEqual({
      leadSharePercent: 100,
      coProducers: [],
    });
  });

  it('refuses a suspended artist', async () => {
    const suspended = await createArtist(t);
    await send(t, 'POST', `/api/admin/users/${suspended.userId}/suspend`, admin.cookie, { reason: 'Spam uploads.' });
    const res = await nameCoProducers(t, lead, await newTrack(), 70, [[suspended.username, 30]]);
    expect(res.json().error).toMatchObject({ messageKey: 'coProducers.unavailable' });
  });

  it('invites each named artist once: a notification mailed at once, a pending place, the same list twice changes nothing', async () => {
    const trackId = await newTrack();
    const first = await nameCoProducers(t, lead, trackId, 50, [
      [coA.username, 30],
      [coB.username, 20],
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      leadSharePercent: 50,
      // Larger shares first, as the track page credits them.
      coProducers: [
        { username: coA.username, sharePercent: 30, status: 'pending', hasSales: false },
        { username: coB.username, sharePercent: 20, status: 'pending', hasSales: false },
      ],
    });
    const again = await nameCoProducers(t, lead, trackId, 50, [
      [coA.username, 30],
      [coB.username, 20],
    ]);
    expect(again.json()).toEqual(first.json());
    const told = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, coB.userId), eq(notifications.kind, 'co_producer_invited')));
    expect(told).toHaveLength(1);
    await deliverNow(t);
    const [mail] = await mailsTo(t, coB.email, `notification:${told[0]!.id}`);
    expect(mail?.subject).toMatch(/named you a co-producer$/);
    const invitation = (await send(t, 'GET', '/api/me/co-productions', coA.cookie)).json().coProductions[0];
    expect(invitation).toMatchObject({
      trackId,
      sharePercent: 30,
      status: 'pending',
      lead: { username: lead.username },
    });
  });

  it('another artist cannot read or change the list: the track is not found', async () => {
    const trackId = await newTrack();
    expect((await send(t, 'GET', coProducersUrl(trackId), stranger.cookie)).statusCode).toBe(404);
    expect((await nameCoProducers(t, stranger, trackId, 100, [])).statusCode).toBe(404);
  });
});

describe('answering an invitation', () => {
  it('accepts once; the same answer again changes nothing, the other one is refused; a stranger finds nothing', async () => {
    const trackId = await newTrack();
    await nameCoProducers(t, lead, trackId, 70, [[coA.username, 30]]);
    const id = await invitationOf(t, coA, trackId);
    expect((await send(t, 'POST', `/api/co-productions/${id}/accept`, stranger.cookie)).statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/co-productions/${id}/accept`, lead.cookie)).statusCode).toBe(404);
    const accepted = await send(t, 'POST', `/api/co-productions/${id}/accept`, coA.cookie);
    expect(accepted.json()).toMatchObject({ id, status: 'accepted' });
    expect((await send(t, 'POST', `/api/co-productions/${id}/accept`, coA.cookie)).statusCode).toBe(200);
    const declined = await send(t, 'POST', `/api/co-productions/${id}/decline`, coA.cookie);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error).toMatchObject({ messageKey: 'coProducers.alreadyAnswered' });
  });

  it('credits only accepted co-producers on the track page', async () => {
    const trackId = await newTrack();
    await nameCoProducers(t, lead, trackId, 50, [
      [coA.username, 30],
      [coB.username, 20],
    ]);
    await send(t, 'POST', `/api/co-productions/${await invitationOf(t, coA, trackId)}/accept`, coA.cookie);
    await send(t, 'POST', `/api/co-productions/${await invitationOf(t, coB, trackId)}/decline`, coB.cookie);
    const page = (await send(t, 'GET', `/api/tracks/${trackId}`)).json();
    expect(page.coProducers).toEqual([{ username: coA.username, displayName: expect.any(String) }]);
    // A declined co-producer's share returns to the lead.
    expect((await send(t, 'GET', coProducersUrl(trackId), lead.cookie)).json().leadSharePercent).toBe(70);
  });
});

describe('a confirmed sale', () => {
  it('owes each accepted co-producer their percent in paisa, rounded down, once, whoever approves again', async () => {
    const trackId = await newTrack();
    await nameCoProducers(t, lead, trackId, 40, [
      [coA.username, 33],
      [coB.username, 27],
    ]);
    await send(t, 'POST', `/api/co-productions/${await invitationOf(t, coA, trackId)}/accept`, coA.cookie);
    // coB never answers: a pending co-producer is owed nothing.
    const purchaseId = await confirmedSale(t, lead, buyer, trackId);
    expect((await send(t, 'POST', `/api/purchases/${purchaseId}/approve`, lead.cookie, {})).statusCode).toBe(200);
    const [sale] = await db()
      .select({ amountPaisa: purchases.amountPaisa })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    const rows = await sharesOfSale(purchaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      coProducerId: coA.userId,
      leadId: lead.userId,
      sharePercent: 33,
      saleAmountPaisa: sale!.amountPaisa,
      amountPaisa: Math.floor((sale!.amountPaisa * 33) / 100),
    });
  });

  it('shows the co-producer the sale but nothing of the buyer; the lead sees the total owed per co-producer', async () => {
    const trackId = await newTrack();
    await addAcceptedCoProducer(t, lead, coB, trackId, 25);
    const purchaseId = await confirmedSale(t, lead, buyer, trackId);
    const [row] = await sharesOfSale(purchaseId);
    const seen = await send(t, 'GET', '/api/me/co-producer-shares?role=coProducer', coB.cookie);
    const mine = (seen.json() as TShareList).shares.find((share) => share.id === row!.id)!;
    expect(mine).toMatchObject({ trackId, licenceKind: 'lease', sharePercent: 25, amountPaisa: row!.amountPaisa });
    expect(mine.counterpart.username).toBe(lead.username);
    for (const secret of [buyer.email, buyer.userId, buyer.username]) expect(seen.body).not.toContain(secret);
    const led = (await sharesOf(t, lead, 'lead')) as TShareList;
    expect(led.totals.find((total) => total.username === coB.username)?.owedPaisa).toBeGreaterThanOrEqual(
      row!.amountPaisa,
    );
    expect((await send(t, 'GET', `/api/co-producer-shares/${row!.id}`, coB.cookie)).statusCode).toBe(404);
  });
});

describe('a sale undone through a dispute', () => {
  it('owes the co-producer their percent of what the lead kept after the refund', async () => {
    const trackId = await newTrack();
    await addAcceptedCoProducer(t, lead, coA, trackId, 30);
    const purchaseId = await confirmedSale(t, lead, buyer, trackId);
    const [before] = await sharesOfSale(purchaseId);
    const dispute = await send(t, 'POST', `/api/purchases/${purchaseId}/dispute`, buyer.cookie, {
      reason: 'wrong_file',
      message: 'The file is not the track I bought.',
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    const refundNpr = 500;
    const accepted = await send(t, 'POST', `/api/disputes/${dispute.json().id}/accept`, lead.cookie, {
      refundNpr,
      note: 'Refunding a third.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = await sharesOfSale(purchaseId);
    expect(after!.amountPaisa).toBe(Math.floor(((before!.saleAmountPaisa - refundNpr * 100) * 30) / 100));
    expect(after!.saleAmountPaisa).toBe(before!.saleAmountPaisa);
    const seen = (await sharesOf(t, coA, 'coProducer')) as TShareList;
    expect(seen.shares.find((share) => share.id === after!.id)).toMatchObject({
      isRevoked: true,
      amountPaisa: after!.amountPaisa,
    });
  });
});

describe('removing a co-producer', () => {
  it('removes a pending or accepted one without sales; one a sale owes stays with the same share', async () => {
    const trackId = await newTrack();
    await addAcceptedCoProducer(t, lead, coA, trackId, 30);
    const removed = await nameCoProducers(t, lead, trackId, 100, []);
    expect(removed.json()).toEqual({ leadSharePercent: 100, coProducers: [] });
    const again = await addAcceptedCoProducer(t, lead, coA, trackId, 20);
    await confirmedSale(t, lead, buyer, trackId);
    const refused = await nameCoProducers(t, lead, trackId, 100, []);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ messageKey: 'coProducers.hasSales' });
    const changed = await nameCoProducers(t, lead, trackId, 70, [[coA.username, 30]]);
    expect(changed.statusCode).toBe(409);
    expect(await statusOf(again)).toBe('accepted');
  });

  it('a removal raced with an approval: either the sale owes them and they stay, or they left and it owes nothing', async () => {
    for (let round = 0; round < 3; round += 1) {
      const trackId = await newTrack();
      const id = await addAcceptedCoProducer(t, lead, coA, trackId, 30);
      const purchaseId = await pendingPurchase(t, buyer, trackId, 'lease');
      const [removal, approval] = await Promise.all([
        nameCoProducers(t, lead, trackId, 100, []),
        send(t, 'POST', `/api/purchases/${purchaseId}/approve`, lead.cookie, {}),
      ]);
      expect(approval.statusCode).toBe(200);
      const owed = await sharesOfSale(purchaseId);
      if (removal.statusCode === 200) {
        expect(owed).toHaveLength(0);
        expect(await statusOf(id)).toBe('removed');
      } else {
        expect(removal.statusCode).toBe(409);
        expect(owed).toHaveLength(1);
        expect(await statusOf(id)).toBe('accepted');
      }
    }
  });

  it('a suspended co-producer: their pending invitation drops, what a sale owes them stays owed', async () => {
    const [owedOne, invited] = await Promise.all([createArtist(t), createArtist(t)]);
    const trackId = await newTrack();
    await addAcceptedCoProducer(t, lead, owedOne, trackId, 30);
    const purchaseId = await confirmedSale(t, lead, buyer, trackId);
    const other = await newTrack();
    await nameCoProducers(t, lead, other, 80, [[invited.username, 20]]);
    const invitation = await invitationOf(t, invited, other);
    for (const who of [owedOne, invited])
      await send(t, 'POST', `/api/admin/users/${who.userId}/suspend`, admin.cookie, { reason: 'Spam uploads.' });
    expect(await statusOf(invitation)).toBe('dropped');
    expect((await send(t, 'GET', coProducersUrl(other), lead.cookie)).json().coProducers).toEqual([]);
    expect(await sharesOfSale(purchaseId)).toHaveLength(1);
    const led = (await sharesOf(t, lead, 'lead')) as TShareList;
    expect(led.shares.some((share) => share.counterpart.username === owedOne.username && !share.settledAt)).toBe(true);
  });
});

describe('settling a share', () => {
  async function decodeQr(png: Buffer) {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const text = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)!.data;
    return Object.fromEntries(parseTlv(text)!.map(({ tag, value }) => [tag, value]));
  }

  it('the lead pays the co-producer’s wallet QR with the exact amount, then settles once with a transaction id', async () => {
    const form = await multipart(
      { label: 'fonepay' },
      { image: { bytes: await testQrPng(EMVCO_VECTORS.fonepay), filename: 'qr.png', contentType: 'image/png' } },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/me/wallet-qrs',
      headers: { ...sameOrigin(t, coB.cookie), ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const trackId = await newTrack();
    await addAcceptedCoProducer(t, lead, coB, trackId, 40);
    const purchaseId = await confirmedSale(t, lead, buyer, trackId);
    const [row] = await sharesOfSale(purchaseId);
    const detail = await send(t, 'GET', `/api/co-producer-shares/${row!.id}`, lead.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    const wallet = (detail.json().wallets as TWalletQr[]).find((qr) => qr.payloadKind === 'emvco')!;
    const qr = await send(t, 'GET', `/api/co-producer-shares/${row!.id}/payment-qr?wallet=${wallet.id}`, lead.cookie);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.headers['cache-control']).toBe('private, no-store');
    const amount = row!.amountPaisa;
    expect((await decodeQr(qr.rawPayload))['54']).toBe(
      `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`,
    );
    const coProducerQr = `/api/co-producer-shares/${row!.id}/payment-qr?wallet=${wallet.id}`;
    expect((await send(t, 'GET', coProducerQr, coB.cookie)).statusCode).toBe(404);

    const settle = (who: TestAccount, transactionId: string) =>
      send(t, 'POST', `/api/co-producer-shares/${row!.id}/settle`, who.cookie, { transactionId });
    expect((await settle(coB, 'TX-9001')).statusCode).toBe(404);
    expect((await settle(lead, 'x')).statusCode).toBe(400);
    const [first, second] = await Promise.all([settle(lead, 'tx-9001'), settle(lead, 'TX-9001')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ transactionId: 'TX-9001', settledAt: expect.any(String) });
    const other = await settle(lead, 'TX-9002');
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ messageKey: 'coProducers.alreadySettled' });
    const seen = (await sharesOf(t, coB, 'coProducer')) as TShareList;
    expect(seen.shares.find((share) => share.id === row!.id)).toMatchObject({ transactionId: 'TX-9001' });
    expect(seen.totals.find((total) => total.username === lead.username)!.settledPaisa).toBeGreaterThanOrEqual(amount);
  });
});
