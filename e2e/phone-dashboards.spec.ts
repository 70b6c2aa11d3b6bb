import type { Locator, Page } from '@playwright/test';
import {
  createBuyer,
  DEFAULT_PASSWORD,
  dismissWelcomeUpFront,
  sameOrigin,
  signInAs,
  signUpVerified,
} from './helpers/accounts';
import { seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { buyNow, expect, receiptPng, submitProof } from './helpers/purchases';
import { test } from './helpers/test';

/**
 * Issue 31 items 3 and 4: at 360 px every signed-in page of a buyer, an artist and an
 * administrator is no wider than the screen, lists are cards with their actions in sight, and a
 * chat with an open negotiation keeps the screen for the conversation.
 */

const PHONE = { width: 360, height: 800 };
/** Listed in ADMIN_EMAILS by e2e/start-server.mjs. */
const ADMIN = { email: 'e2e-admin@example.com', password: DEFAULT_PASSWORD };
const word = uniqueWord('phone');
const KEPT = `Kept ${word}`;
const REFUNDED = `Refunded ${word}`;
let artist: TSeededArtist;
let artistId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  artist = await seedArtist(browser, `Phone Beats ${word}`, [
    {
      title: KEPT,
      genre: 'Trap',
      bpm: 140,
      licences: [
        { kind: 'lease', price: 1500 },
        { kind: 'full_rights', price: 'negotiable' },
      ],
    },
    { title: REFUNDED, genre: 'Lo-Fi', bpm: 90, licences: [{ kind: 'lease', price: 2500 }] },
  ]);
  await dismissWelcomeUpFront(artist.page);
  artistId = await myUserId(artist.page);
});

test.afterAll(async () => {
  await artist?.context.close();
});

/** Every page the person can reach is no wider than the phone. */
async function expectEveryPageFits(page: Page, paths: string[]) {
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
}

/** On screen, left to right. */
async function expectOnScreen(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

async function myUserId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
}

test('a buyer, the artist and an administrator on a 360 px phone: cards, actions in sight, nothing wider than the screen', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const buyerContext = await browser.newContext({ viewport: PHONE });
  const buyer = await buyerContext.newPage();
  await dismissWelcomeUpFront(buyer);
  await createBuyer(buyer, buyerContext.request);
  const buyerId = await myUserId(buyer);
  const [kept, refunded] = artist.tracks;

  // Two orders with proof; the artist turns the second down with a refund (the refunds register's row).
  await buyNow(buyer, kept!.id, 'Lease — NPR 1,500');
  await submitProof(buyer, await receiptPng(`phone-kept-${word}`), `TXN${word}1`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  await buyNow(buyer, refunded!.id, 'Lease — NPR 2,500');
  await submitProof(buyer, await receiptPng(`phone-refunded-${word}`), `TXN${word}2`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  const refundedId = new URL(buyer.url()).pathname.split('/').pop()!;
  const rejected = await artist.page.request.post(`/api/purchases/${refundedId}/reject`, {
    data: { reason: 'wrong_track', note: '', refundNpr: 2500 },
    headers: sameOrigin(),
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  // The buyer's purchases are cards: the track, its price and what can be done with it, on screen.
  await buyer.goto('/buyer-dashboard');
  const purchase = buyer.getByRole('listitem').filter({ hasText: KEPT }).first();
  await expect(purchase).toContainText('NPR 1,500');
  await expectOnScreen(purchase);
  await expectOnScreen(purchase.getByRole('button', { name: 'View' }).first());

  // A chat opened from Negotiate: the offer panel is one line until tapped.
  await buyer.goto(`/messages/${artistId}?track=${kept!.id}&licence=full_rights`);
  const negotiating = buyer.getByRole('region', { name: 'Negotiating' });
  await expect(negotiating).toContainText(KEPT);
  expect((await negotiating.boundingBox())!.height).toBeLessThanOrEqual(80);
  await expect(negotiating.getByRole('button', { name: 'Propose this price' })).toBeHidden();
  await negotiating.getByRole('button', { name: 'Propose a price' }).click();
  await expect(negotiating.getByRole('button', { name: 'Propose this price' })).toBeVisible();
  await negotiating.getByRole('button', { name: 'Propose a price' }).click();
  await expect(negotiating.getByRole('button', { name: 'Propose this price' })).toBeHidden();
  await buyer.getByPlaceholder('Type a message...').fill('Could you do the full rights for less?');
  await buyer.getByRole('button', { name: 'Send', exact: true }).click();

  // The artist answers with an offer; on the phone the "Today" pill lies over none of the card.
  await artist.page.goto(`/messages/${buyerId}`);
  await artist.page.getByRole('button', { name: 'Make an offer' }).click();
  await artist.page
    .getByRole('combobox', { name: 'Track and licence' })
    .selectOption({ label: `${KEPT} — Full Rights` });
  await artist.page.getByRole('textbox', { name: 'Price in NPR' }).fill('30000');
  await artist.page.getByRole('button', { name: 'Send offer' }).click();
  const card = buyer.getByRole('article', { name: 'Offer from the artist' });
  await expect(card).toContainText('NPR 30,000');
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const pill = buyer.getByRole('heading', { name: 'Today' });
  const [pillBox, cardBox] = [await pill.boundingBox(), await card.boundingBox()];
  const overlaps =
    pillBox && cardBox && pillBox.y < cardBox.y + cardBox.height && cardBox.y < pillBox.y + pillBox.height;
  expect(overlaps, 'the Today pill lies over the offer card').toBeFalsy();

  await expectEveryPageFits(buyer, [
    '/buyer-dashboard',
    '/library',
    '/messages',
    `/messages/${artistId}`,
    '/edit-buyer-profile',
    '/strikes',
  ]);

  // The artist on a phone: own tracks and sales as cards, every page within the screen.
  await artist.page.setViewportSize(PHONE);
  await artist.page.goto('/artist-dashboard');
  await expectOnScreen(
    artist.page
      .getByRole('article', { name: KEPT })
      .or(artist.page.getByRole('listitem').filter({ hasText: KEPT }))
      .first(),
  );
  await expectEveryPageFits(artist.page, [
    '/artist-dashboard',
    '/upload',
    '/edit-profile',
    `/edit-track/${kept!.id}`,
    '/artist-messages',
    `/messages/${buyerId}`,
    '/library',
    '/strikes',
  ]);
  await artist.page.setViewportSize({ width: 1280, height: 800 });

  // The administrator: queues, the refunds register and the audit log as cards.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await dismissWelcomeUpFront(admin);
  await signUpVerified(admin, adminContext.request, ADMIN).catch(() => signInAs(admin, ADMIN));
  await admin.goto('/admin/refunds');
  const refund = admin.getByRole('listitem').filter({ hasText: REFUNDED }).first();
  await expect(refund).toContainText('NPR 2,500');
  await expectOnScreen(refund);
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first()).toBeVisible();
  await expectEveryPageFits(admin, [
    '/admin',
    '/admin/reports',
    '/admin/takedowns',
    '/admin/disputes',
    '/admin/refunds',
    '/admin/contact',
    '/admin/appeals',
    '/admin/users',
    '/admin/audit',
  ]);
  await buyerContext.close();
  await adminContext.close();
});
