import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CREDIT_MESSAGE_MESSAGES,
  FORWARDED_PAYMENT_EVENT,
  type TForwardedPaymentPage,
  type TPastedPaymentMessages,
  type TPaymentInbox,
  type TPaymentInboxAddress,
} from '@beatpasal/shared/payments/credit-message-api';
import { PURCHASE_MESSAGES, type TPurchase, type TSalePage } from '@beatpasal/shared/schemas/purchases';
import { forwardedPayments, purchases } from '../../src/db/schema/index';
import type { UserEvent } from '../../src/realtime/event-bus';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, pendingPurchase } from '../purchases/purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let otherArtist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ startBackground: true });
  [artist, otherArtist, buyer, otherBuyer] = await Promise.all([
    createArtist(t),
    createArtist(t),
    createBuyer(t),
    createBuyer(t),
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: TMethod, url: string, who?: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, who?.cookie), payload });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const rupees = (paisa: number) =>
  `${Math.floor(paisa / 100).toLocaleString('en-IN')}.${String(paisa % 100).padStart(2, '0')}`;
let rrnSeed = 433_800_000_000;
const nextRrn = () => String(++rrnSeed);
const sms = (paisa: number, rrn = nextRrn()) =>
  `Rs. ${rupees(paisa)} received from 98XXXXXX21 on 04-12-2026 10:15 for RRN ${rrn} via Fonepay`;

/** A lease of a fresh track of `seller`: pending (proof in) unless `proof` is false. */
async function order(
  seller: TestAccount,
  who: TestAccount,
  proof = true,
): Promise<{ id: string; amountPaisa: number; reference: string }> {
  const { trackId } = await insertSellableTrack(t, seller);
  const id = proof
    ? await pendingPurchase(t, who, trackId)
    : ((await buy(t, who, trackId, 'lease')).json() as TPurchase).id;
  const [row] = await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, id));
  return { id, amountPaisa: row!.amountPaisa, reference: row!.referenceCode };
}

const paste = async (text: string, who: TestAccount = artist) => {
  const res = await call('POST', '/api/me/payment-messages', who, { text });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TPastedPaymentMessages).items;
};
const confirm = (body: object, who: TestAccount = artist) =>
  call('POST', '/api/me/payment-messages/confirm', who, body);
const purchaseRow = async (id: string) =>
  (await t.ctx.database.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;

describe('pasting credit messages', () => {
  it('matches a pasted SMS to the order with its exact amount; one tap confirms it and the buyer downloads', async () => {
    const mine = await order(artist, buyer);
    const rrn = nextRrn();
    const [item] = await paste(sms(mine.amountPaisa, rrn));
    expect(item).toMatchObject({
      outcome: 'matched',
      rrn,
      amountPaisa: mine.amountPaisa,
      sender: '98XXXXXX21',
      sentAt: '2026-12-04T04:30:00.000Z',
    });
    expect(item!.candidates).toEqual([
      expect.objectContaining({ purchaseId: mine.id, reference: mine.reference, buyerUsername: buyer.username }),
    ]);

    const body = {
      purchaseId: mine.id,
      amountPaisa: item!.amountPaisa,
      rrn,
      sender: item!.sender,
      sentAt: item!.sentAt,
    };
    const res = await confirm(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', confirmedVia: 'pasted_message' });
    const row = await purchaseRow(mine.id);
    expect([
      row.status,
      row.confirmedVia,
      row.paymentRrn,
      row.paymentSender,
      row.paymentReceivedAt?.toISOString(),
    ]).toEqual(['approved', 'pasted_message', rrn, '98XXXXXX21', '2026-12-04T04:30:00.000Z']);
    const download = await call('GET', `/api/purchases/${mine.id}/download?file=master`, buyer);
    expect(download.statusCode, download.body).toBe(200);

    const again = await confirm(body);
    expect(again.statusCode, again.body).toBe(200);
    // (updatedAt moves with the download jobs running in the background; the decision does not.)
    const after = await purchaseRow(mine.id);
    expect([after.decidedAt, after.paymentRrn, after.confirmedVia]).toEqual([row.decidedAt, rrn, 'pasted_message']);

    // The same payment cannot confirm another order, pasted or confirmed directly.
    const next = await order(artist, otherBuyer);
    const [used] = await paste(sms(next.amountPaisa, rrn));
    expect([used!.outcome, used!.reason]).toEqual(['unmatched', 'rrn_used']);
    const refused = await confirm({ ...body, purchaseId: next.id, amountPaisa: next.amountPaisa });
    expect([refused.statusCode, errorOf(refused)]).toEqual([409, CREDIT_MESSAGE_MESSAGES.rrnUsed.text]);
    expect((await purchaseRow(next.id)).status).toBe('pending');
  });

  it('confirms an order still awaiting payment (paid without proof) from its credit message', async () => {
    const unpaid = await order(artist, buyer, false);
    const [item] = await paste(sms(unpaid.amountPaisa));
    expect(item!.candidates[0]).toMatchObject({ purchaseId: unpaid.id, status: 'awaiting_payment' });
    const res = await confirm({
      purchaseId: unpaid.id,
      amountPaisa: unpaid.amountPaisa,
      rrn: item!.rrn,
      sender: null,
      sentAt: null,
    });
    expect([res.statusCode, (res.json() as { status: string }).status]).toEqual([200, 'approved']);
  });

  it('tells apart two orders of one artist by their paisa, and reports the rest with why', async () => {
    const [first, second] = [await order(artist, buyer), await order(artist, otherBuyer)];
    expect(Math.floor(first.amountPaisa / 100)).toBe(Math.floor(second.amountPaisa / 100));
    expect(first.amountPaisa).not.toBe(second.amountPaisa);
    const items = await paste(
      [
        sms(second.amountPaisa),
        sms(first.amountPaisa),
        'Your A/C 01XXXX4567 has been credited. Please check your statement. NIC ASIA',
        `Rs ${rupees(Math.floor(first.amountPaisa / 100) * 100)} received from 98XXXXXX21 RRN ${nextRrn()}`,
        'NIC ASIA: Your A/C 01XXXX4567 is debited by NPR 1,500.00 on 04-12-2026. Bal NPR 900.00',
        `Rs 77,777.77 received from 98XXXXXX21 RRN ${nextRrn()}`,
      ].join('\n\n'),
    );
    // Whole rupees name every open NPR 1,500 order of the artist: these two and any left open above.
    expect(items.map((item) => [item.outcome, item.reason, item.candidates.map((c) => c.purchaseId)])).toEqual([
      ['matched', null, [second.id]],
      ['matched', null, [first.id]],
      ['unmatched', 'no_amount', []],
      ['ambiguous', 'rupees_only', expect.arrayContaining([first.id, second.id])],
      ['unmatched', 'debit', []],
      ['unmatched', 'no_pending_order', []],
    ]);
    expect(items[2]!.excerpt).toContain('has been credited');
  });

  it('refuses an amount that is not the order’s, someone else’s order, and anyone but an artist', async () => {
    const mine = await order(artist, buyer);
    const theirs = await order(otherArtist, buyer);
    const body = (id: string, amountPaisa: number) => ({
      purchaseId: id,
      amountPaisa,
      rrn: nextRrn(),
      sender: null,
      sentAt: null,
    });
    const badRrn = await confirm({ ...body(mine.id, mine.amountPaisa), rrn: 'not an rrn!' });
    expect([badRrn.statusCode, errorOf(badRrn)]).toEqual([400, CREDIT_MESSAGE_MESSAGES.badFields.text]);
    const badTime = await confirm({ ...body(mine.id, mine.amountPaisa), sentAt: 'yesterday' });
    expect([badTime.statusCode, errorOf(badTime)]).toEqual([400, CREDIT_MESSAGE_MESSAGES.badFields.text]);
    const wrongAmount = await confirm(body(mine.id, mine.amountPaisa + 1));
    expect([wrongAmount.statusCode, errorOf(wrongAmount)]).toEqual([409, CREDIT_MESSAGE_MESSAGES.amountMismatch.text]);
    const notMine = await confirm(body(theirs.id, theirs.amountPaisa));
    expect([notMine.statusCode, errorOf(notMine)]).toEqual([404, PURCHASE_MESSAGES.notFound.text]);
    expect((await confirm(body(mine.id, mine.amountPaisa), buyer)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/me/payment-messages', undefined, { text: sms(mine.amountPaisa) })).statusCode,
    ).toBe(401);
    expect((await call('POST', '/api/me/payment-messages', buyer, { text: sms(mine.amountPaisa) })).statusCode).toBe(
      403,
    );
    // Another artist's paste never sees this artist's orders.
    const [foreign] = await paste(sms(mine.amountPaisa), otherArtist);
    expect(foreign!.candidates.map((c) => c.purchaseId)).not.toContain(mine.id);
    expect([(await purchaseRow(mine.id)).status, (await purchaseRow(theirs.id)).status]).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('refuses an empty paste and one over the size limit with a clear message', async () => {
    const empty = await call('POST', '/api/me/payment-messages', artist, { text: '  ' });
    expect([empty.statusCode, errorOf(empty)]).toEqual([400, CREDIT_MESSAGE_MESSAGES.pasteRequired.text]);
    const long = await call('POST', '/api/me/payment-messages', artist, { text: 'x'.repeat(20_001) });
    expect([long.statusCode, errorOf(long)]).toEqual([400, CREDIT_MESSAGE_MESSAGES.pasteTooLong.text]);
    const huge = await call('POST', '/api/me/payment-messages', artist, { text: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('stores nothing of the pasted text', async () => {
    const mine = await order(artist, buyer);
    const marker = 'Zqxmarkerwordvv';
    const text = `You have received Rs ${rupees(mine.amountPaisa)} from ${marker} Thapa. Txn ID: ${nextRrn()}. Remarks: ${marker}. eSewa`;
    const [item] = await paste(text);
    expect(item!.outcome).toBe('matched');
    expect(await tablesContaining(marker)).toEqual([]);
  });
});

/** Every table with a text-like column holding `needle` anywhere. */
async function tablesContaining(needle: string): Promise<string[]> {
  const { db } = t.ctx.database;
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hit = (await db.execute(
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (hit.rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('forwarding address', () => {
  const forward = (url: string, payload: string | object, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const pathOf = (url: string) => new URL(url).pathname;
  const forwarded = async (who: TestAccount = artist) =>
    ((await call('GET', '/api/me/forwarded-payments', who)).json() as TForwardedPaymentPage).items;

  it('turns on, shows the address once, rotates and revokes; only the hash is stored', async () => {
    const off = (await call('GET', '/api/me/payment-inbox', otherArtist)).json() as TPaymentInbox;
    expect(off).toEqual({ isOn: false, autoConfirm: false, createdAt: null });
    const noInbox = await call('PATCH', '/api/me/payment-inbox', otherArtist, { autoConfirm: true });
    expect([noInbox.statusCode, errorOf(noInbox)]).toEqual([404, CREDIT_MESSAGE_MESSAGES.inboxOff.text]);

    const on = (await call('POST', '/api/me/payment-inbox', otherArtist)).json() as TPaymentInboxAddress;
    expect(on.url).toMatch(/^http:\/\/localhost:3000\/api\/payment-inbox\/[A-Za-z0-9_-]{32}$/);
    const state = await call('GET', '/api/me/payment-inbox', otherArtist);
    expect(state.json()).toMatchObject({ isOn: true, autoConfirm: false });
    expect(state.body).not.toContain(pathOf(on.url).split('/').at(-1));
    const token = pathOf(on.url).split('/').at(-1)!;
    expect(await tablesContaining(token)).toEqual([]);

    const rotated = (await call('POST', '/api/me/payment-inbox', otherArtist)).json() as TPaymentInboxAddress;
    expect(rotated.url).not.toBe(on.url);
    expect((await forward(pathOf(on.url), { message: 'Rs 10 received' })).statusCode).toBe(404);
    expect((await forward(pathOf(rotated.url), { message: 'Rs 10 received RRN 123412341234' })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/me/payment-inbox', otherArtist)).json()).toMatchObject({ isOn: false });
    expect((await forward(pathOf(rotated.url), { message: 'Rs 10 received' })).statusCode).toBe(404);
    expect((await call('POST', '/api/me/payment-inbox', buyer)).statusCode).toBe(403);
  });

  it('takes JSON, plain text and forms; refuses a wrong address, an empty and an oversized body', async () => {
    const { url } = (await call('POST', '/api/me/payment-inbox', artist)).json() as TPaymentInboxAddress;
    const path = pathOf(url);
    const before = (await forwarded()).length;
    expect((await forward(path, { from: 'FONEPAY', text: sms(12_345) })).statusCode).toBe(200);
    expect((await forward(path, sms(12_346), 'text/plain; charset=utf-8')).statusCode).toBe(200);
    expect(
      (
        await forward(
          path,
          `from=NABIL&message=${encodeURIComponent(sms(12_347))}`,
          'application/x-www-form-urlencoded',
        )
      ).statusCode,
    ).toBe(200);
    const items = await forwarded();
    expect(items.length - before).toBe(3);
    expect(items.slice(0, 3).map((item) => [item.amountPaisa, item.outcome, item.reason])).toEqual([
      [12_347, 'unmatched', 'no_pending_order'],
      [12_346, 'unmatched', 'no_pending_order'],
      [12_345, 'unmatched', 'no_pending_order'],
    ]);

    expect((await forward('/api/payment-inbox/not-a-real-address-at-all-0000', { message: sms(100) })).statusCode).toBe(
      404,
    );
    const empty = await forward(path, { message: '  ' });
    expect([empty.statusCode, errorOf(empty)]).toEqual([400, CREDIT_MESSAGE_MESSAGES.forwardedEmpty.text]);
    expect((await forward(path, { message: 'x'.repeat(5000) })).statusCode).toBe(413);
  });

  it('shows a forwarded match as a suggestion at once, which one tap confirms', async () => {
    const { url } = (await call('POST', '/api/me/payment-inbox', artist)).json() as TPaymentInboxAddress;
    const mine = await order(artist, buyer);
    const heard: UserEvent[] = [];
    const stop = t.ctx.events.subscribe(artist.userId, (event) => heard.push(event));
    const marker = 'Qwforwardmarkerzz';
    const res = await forward(pathOf(url), { message: `${sms(mine.amountPaisa)} ${marker}` });
    expect([res.statusCode, res.json()]).toEqual([200, { received: 1, outcomes: ['matched'] }]);
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toContain(FORWARDED_PAYMENT_EVENT));
    stop();
    expect(await tablesContaining(marker)).toEqual([]);

    const [suggestion] = await forwarded();
    expect(suggestion).toMatchObject({
      outcome: 'matched',
      amountPaisa: mine.amountPaisa,
      purchase: { id: mine.id, reference: mine.reference, buyerUsername: buyer.username },
    });
    expect((await call('POST', `/api/me/forwarded-payments/${suggestion!.id}/confirm`, otherArtist)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/me/forwarded-payments/${suggestion!.id}/dismiss`, otherArtist)).statusCode).toBe(
      404,
    );
    const confirmed = await call('POST', `/api/me/forwarded-payments/${suggestion!.id}/confirm`, artist);
    expect([confirmed.statusCode, (confirmed.json() as { outcome: string }).outcome]).toEqual([200, 'confirmed']);
    expect((await purchaseRow(mine.id)).confirmedVia).toBe('forwarded_message');
    expect((await call('POST', `/api/me/forwarded-payments/${suggestion!.id}/confirm`, artist)).statusCode).toBe(200);
    const dismissed = await call('POST', `/api/me/forwarded-payments/${suggestion!.id}/dismiss`, artist);
    expect((dismissed.json() as { outcome: string }).outcome).toBe('confirmed');
  });

  it('with "confirm exact matches for me" on, confirms only an exact, unambiguous match with an unseen RRN', async () => {
    const { url } = (await call('POST', '/api/me/payment-inbox', artist)).json() as TPaymentInboxAddress;
    expect((await call('PATCH', '/api/me/payment-inbox', artist, { autoConfirm: true })).json()).toMatchObject({
      autoConfirm: true,
    });
    const path = pathOf(url);
    const exact = await order(artist, buyer);
    const noRrn = await order(artist, otherBuyer);
    const rrn = nextRrn();

    const res = await forward(path, { message: sms(exact.amountPaisa, rrn) });
    expect(res.json()).toEqual({ received: 1, outcomes: ['confirmed'] });
    const row = await purchaseRow(exact.id);
    expect([row.status, row.confirmedVia, row.paymentRrn, row.paymentSender]).toEqual([
      'approved',
      'automatic',
      rrn,
      '98XXXXXX21',
    ]);
    expect((await call('GET', `/api/purchases/${exact.id}/download?file=master`, buyer)).statusCode).toBe(200);
    // The sale's record says how it was marked paid, with the message's fields.
    const sales = (await call('GET', '/api/me/sales?status=approved', artist)).json() as TSalePage;
    expect(sales.items.find((sale) => sale.id === exact.id)?.paymentMessage).toEqual({
      via: 'automatic',
      rrn,
      sender: '98XXXXXX21',
      receivedAt: '2026-12-04T04:30:00.000Z',
    });

    // The same SMS forwarded again confirms nothing more.
    expect((await forward(path, { message: sms(exact.amountPaisa, rrn) })).json()).toEqual({
      received: 1,
      outcomes: ['unmatched'],
    });
    // No RRN: a suggestion only. Whole rupees: ambiguous.
    const withoutRrn = `You have received Rs ${rupees(noRrn.amountPaisa)} from Gita. eSewa`;
    expect((await forward(path, { message: withoutRrn })).json()).toEqual({ received: 1, outcomes: ['matched'] });
    const rupeesOnly = `Rs ${rupees(Math.floor(noRrn.amountPaisa / 100) * 100)} received RRN ${nextRrn()}`;
    expect((await forward(path, { message: rupeesOnly })).json()).toEqual({ received: 1, outcomes: ['ambiguous'] });
    expect((await purchaseRow(noRrn.id)).status).toBe('pending');

    const [latest] = await t.ctx.database.db
      .select()
      .from(forwardedPayments)
      .where(eq(forwardedPayments.purchaseId, exact.id));
    expect(latest).toMatchObject({ outcome: 'confirmed', rrn, amountPaisa: exact.amountPaisa });
    await call('PATCH', '/api/me/payment-inbox', artist, { autoConfirm: false });
  });
});
