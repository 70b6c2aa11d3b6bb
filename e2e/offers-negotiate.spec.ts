import type { Page } from '@playwright/test';
import { BUYER_DETAILS, createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, markAsPaid, orderReference, receiptPng, submitProof } from './helpers/purchases';
import { test } from './helpers/test';

/** Issue 9's offer journey: Negotiate → chat → the artist's offer at NPR x → Accept → checkout at NPR x → proof → approved. */

let artist: TSeededArtist;
const title = uniqueWord('Haggle');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  artist = await seedArtist(browser, 'DJ Haggle', [
    {
      title,
      genre: 'Lo-Fi',
      bpm: 90,
      licences: [
        { kind: 'lease', price: 1500 },
        { kind: 'full_rights', price: 'negotiable', deliverables: ['mp3', 'wav'] },
      ],
    },
  ]);
  await dismissWelcomeUpFront(artist.page);
});

test.afterAll(async () => {
  await artist?.context.close();
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

async function myUserId(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

test('a buyer negotiates, the artist offers NPR 35,000, the buyer accepts and pays it, the artist approves', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await createBuyer(page, request);
  const buyerId = await myUserId(page);
  const trackId = artist.tracks[0]!.id;

  await page.goto(`/track/${trackId}`);
  const licences = page.getByRole('region', { name: 'Licenses' });
  await licences.getByRole('combobox', { name: 'License' }).selectOption({ label: 'Full Rights — Negotiate' });
  await licences.getByRole('link', { name: 'Negotiate' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/[^?]+\\?track=${trackId}&licence=full_rights$`));
  const negotiating = page.getByRole('region', { name: 'Negotiating' });
  await expect(negotiating).toContainText(title);
  await expect(negotiating).toContainText('Full Rights licence');
  await expect(negotiating.getByRole('button', { name: 'Propose this price' })).toBeVisible();

  await page.getByPlaceholder('Type a message...').fill('Hi! Could you do the full rights for a bit less?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  await artist.page.goto(`/messages/${buyerId}`);
  await expect(artist.page.getByText('Could you do the full rights for a bit less?')).toBeVisible();
  await artist.page.getByRole('button', { name: 'Make an offer' }).click();
  await artist.page
    .getByRole('combobox', { name: 'Track and licence' })
    .selectOption({ label: `${title} — Full Rights` });
  await artist.page.getByRole('textbox', { name: 'Price in NPR' }).fill('35000');
  await artist.page.getByRole('button', { name: 'Send offer' }).click();
  await expect(artist.page.getByRole('article', { name: 'Your offer' })).toContainText('NPR 35,000');

  // The card reaches the buyer's open chat without a reload.
  const card = page.getByRole('article', { name: 'Offer from the artist' });
  await expect(card).toContainText('NPR 35,000');
  await expect(card).toContainText(title);
  await expect(card).toContainText(/Expires in 2 d 23 h|Expires in 3 d 0 h/);
  await card.getByRole('button', { name: 'Accept' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1: Pay the artist' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('NPR 35,000');
  const reference = await orderReference(page);
  await submitProof(page, await receiptPng(`offer-${reference}`), `TXN${reference.slice(3)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();

  await artist.page.goto('/artist-dashboard');
  const row = artist.page
    .getByRole('region', { name: 'New purchases' })
    .getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(BUYER_DETAILS.fullName);
  await expect(row).toContainText('35,000');
  await markAsPaid(artist.page, `Mark as Paid: ${reference}`, reference);
  await expect(artist.page.getByText('Marked as paid. The buyer can download now.')).toBeVisible();

  await page.goto('/buyer-dashboard');
  const purchase = page.getByRole('region', { name: 'Purchase History' }).getByRole('row', { name: new RegExp(title) });
  await expect(purchase).toContainText('NPR 35,000');
  await expect(purchase.getByRole('button', { name: 'Download' })).toBeVisible();

  // Back in the chat, the accepted card leads to checkout instead of offering Accept again.
  await page.goto(
    `/messages/${((await (await artist.page.request.get('/api/me')).json()) as { user: { id: string } }).user.id}`,
  );
  const accepted = page.getByRole('article', { name: 'Offer from the artist' });
  await expect(accepted).toContainText('Accepted');
  await expect(accepted.getByRole('button', { name: 'Accept' })).toHaveCount(0);
});
