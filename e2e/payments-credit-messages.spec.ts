import { createBuyer, dismissWelcomeUpFront, sameOrigin } from './helpers/accounts';
import { seedArtist, toneWav, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { nt } from './helpers/nepali';
import { buyNow, downloadedBytes, expect, orderReference } from './helpers/purchases';
import { test } from './helpers/test';

/**
 * Issue 30 item 4 (decision 065) at 360 px: a buyer pays the exact amount and closes the tab without
 * a screenshot; the artist pastes the credit SMS with a debit alert beside it, sees the match and
 * marks it paid with one tap; the buyer downloads. The panel's heading reads in Nepali too.
 */

const PHONE = { width: 360, height: 800 };
let artist: TSeededArtist;
const title = uniqueWord('Credit');

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  artist = await seedArtist(browser, 'DJ Credit', [
    { title, genre: 'Trap', bpm: 140, licences: [{ kind: 'lease', price: 1500, deliverables: ['mp3', 'wav'] }] },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

const rupees = (paisa: number) =>
  `${Math.floor(paisa / 100).toLocaleString('en-IN')}.${String(paisa % 100).padStart(2, '0')}`;

test('the artist pastes the credit SMS of a purchase, marks the match paid, and the buyer downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await dismissWelcomeUpFront(page);
  const buyer = await createBuyer(page, request);
  await buyNow(page, artist.tracks[0]!.id, 'Lease — NPR 1,500');
  const reference = await orderReference(page);
  const mine = (await (await page.request.get('/api/me/purchases')).json()) as {
    items: { reference: string; amountPaisa: number }[];
  };
  const amountPaisa = mine.items.find((item) => item.reference === reference)!.amountPaisa;
  const amount = `NPR ${rupees(amountPaisa)}`;

  const studio = artist.page;
  await studio.setViewportSize(PHONE);
  await dismissWelcomeUpFront(studio);
  await studio.goto('/artist-dashboard');
  const panel = studio.getByRole('region', { name: 'Paste payment messages' });
  const rrn = `4338${String(Date.now()).slice(-8)}`;
  const sms = [
    `Rs. ${rupees(amountPaisa)} received from 98XXXXXX21 on 04-12-2026 10:15 for RRN ${rrn} via Fonepay`,
    '',
    'NIC ASIA: Your A/C 01XXXX4567 is debited by NPR 500.00 on 04-12-2026. Bal NPR 900.00',
  ].join('\n');
  await panel.getByLabel('Payment messages').fill(sms);
  await panel.getByRole('button', { name: 'Find matching orders' }).click();

  const results = panel.getByRole('listitem');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toContainText(`Matches ${reference} · @${buyer.username} · ${amount}`);
  await expect(results.nth(0)).toContainText('Paid without a screenshot');
  await expect(results.nth(1)).toContainText('This is money you sent, not a payment to you.');
  await expect(results.nth(1).getByRole('button')).toHaveCount(0);
  const overflow = await studio.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'nothing wider than the phone').toBeLessThanOrEqual(0);

  await results
    .nth(0)
    .getByRole('button', { name: `Mark as Paid ${reference}` })
    .click();
  await expect(panel.getByRole('status')).toHaveText(`Marked as paid: ${reference}`);

  await page.goto('/buyer-dashboard');
  // The buyer's only purchase; at phone width the history is a list of cards.
  const history = page.getByRole('region', { name: 'Purchase History' });
  await expect(history).toContainText(title);
  const [master] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect((await downloadedBytes(master)).equals(toneWav())).toBe(true);

  // The same payment pasted again cannot confirm anything more.
  await panel.getByRole('button', { name: 'Clear' }).click();
  await panel.getByLabel('Payment messages').fill(sms.split('\n')[0]!);
  await panel.getByRole('button', { name: 'Find matching orders' }).click();
  await expect(panel.getByRole('listitem')).toContainText('This RRN already confirmed a sale');

  // In Nepali, the panel is there under its Nepali heading.
  await studio.request.put('/api/me/language', { data: { language: 'ne' }, headers: sameOrigin() });
  await studio.evaluate(() => window.localStorage.setItem('beatpasal.language', 'ne'));
  await studio.reload();
  await expect(studio.getByRole('heading', { name: nt('creditMessages.paste.title') })).toBeVisible();
  await expect(studio.getByRole('button', { name: nt('creditMessages.paste.check') })).toBeVisible();
  await studio.request.put('/api/me/language', { data: { language: 'en' }, headers: sameOrigin() });
});
