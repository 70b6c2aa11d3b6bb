import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/a11y';
import { createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoHorizontalOverflow, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/**
 * The cart (issue 35, part 1) on a 360 px phone: a buyer adds leases of two artists from their track
 * pages, sees the count in the top bar and the cart by artist with each artist's subtotal, removes
 * one, and buys another with the one-licence checkout, after which it leaves the cart.
 */

const word = uniqueWord('cart');
const RAM = `Ram ${word}`;
const SITA = `Sita ${word}`;
const [DAWN, DUSK, RAIN] = [`Dawn ${word}`, `Dusk ${word}`, `Rain ${word}`];

let ram: TSeededArtist;
let sita: TSeededArtist;

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(async ({ browser }) => {
  // Sign-ups, pictures and audio processing for two artists on a busy machine.
  test.setTimeout(300_000);
  ram = await seedArtist(browser, RAM, [
    { title: DAWN, genre: 'Trap', bpm: 140, licences: [{ kind: 'lease', price: 1500 }] },
    { title: DUSK, genre: 'Trap', bpm: 120, licences: [{ kind: 'lease', price: 1200 }] },
  ]);
  sita = await seedArtist(browser, SITA, [
    { title: RAIN, genre: 'Trap', bpm: 90, licences: [{ kind: 'lease', price: 999 }] },
  ]);
});

test.afterAll(async () => {
  await ram?.context.close();
  await sita?.context.close();
});

async function addToCart(page: Page, trackId: string, licenceOption: string, title: string) {
  await page.goto(`/track/${trackId}`);
  const licences = page.getByRole('region', { name: 'Licenses' });
  await licences.getByRole('combobox', { name: 'License' }).selectOption({ label: licenceOption });
  await licences.getByRole('button', { name: 'Add to cart' }).click();
  await expect(licences.getByText(`Lease of ${title} is in your cart.`)).toBeVisible();
}

test('a buyer fills a cart from two artists, removes one licence and buys another on its own', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await dismissWelcomeUpFront(page);
  await createBuyer(page, request);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await addToCart(page, ram.tracks[0]!.id, 'Lease — NPR 1,500', DAWN);
  await addToCart(page, ram.tracks[1]!.id, 'Lease — NPR 1,200', DUSK);
  await addToCart(page, sita.tracks[0]!.id, 'Lease — NPR 999', RAIN);
  await page.getByRole('link', { name: 'Cart, 3 items' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const fromRam = page.getByRole('region', { name: `From ${RAM}` });
  const fromSita = page.getByRole('region', { name: `From ${SITA}` });
  await expect(fromRam.getByRole('listitem')).toHaveCount(2);
  await expect(fromRam).toContainText(`Subtotal for ${RAM}: NPR 2,700.00`);
  await expect(fromSita).toContainText(`Subtotal for ${SITA}: NPR 999.00`);
  await expect(page.getByText('Total: NPR 3,699.00')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await fromRam.getByRole('button', { name: `Remove Lease of ${DUSK}` }).click();
  await expect(fromRam.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Total: NPR 2,499.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await fromSita.getByRole('link', { name: `Buy Lease of ${RAIN}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(RAIN);

  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.getByRole('region', { name: `From ${SITA}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: `From ${RAM}` })).toContainText(DAWN);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a visitor’s cart, kept in the browser, joins their cart when they sign up as a buyer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await dismissWelcomeUpFront(page);
  await page.goto(`/track/${sita.tracks[0]!.id}`);
  const licences = page.getByRole('region', { name: 'Licenses' });
  await licences.getByRole('button', { name: 'Add to cart' }).click();
  await expect(licences.getByText('Select a license before buying.')).toBeVisible();
  await licences.getByRole('combobox', { name: 'License' }).selectOption({ label: 'Lease — NPR 999' });
  await licences.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    licences.getByText(
      `Lease of ${RAIN} is saved in this browser: log in or sign up as a buyer and it will be in your cart.`,
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await createBuyer(page, request);
  await page.goto('/');
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('region', { name: `From ${SITA}` })).toContainText(RAIN);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
