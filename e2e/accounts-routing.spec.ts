import type { Page } from '@playwright/test';
import { createArtist, createBuyer, dismissWelcomeUpFront, signUpVerified } from './helpers/accounts';
import { expect, test } from './helpers/test';

// A visitor opens the page of an artist who does not exist (404), and one journey cuts the session
// request on purpose (net::ERR_FAILED); this file is about where each path leads.
test.use({ allowedConsoleErrors: [/the server responded with a status of 404 |net::ERR_FAILED/] });
test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

/** [path opened, path the person ends on] */
type TCase = readonly [string, string];

async function expectLandings(page: Page, cases: readonly TCase[]) {
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, `${from} should lead to ${to}`).toHaveURL(to);
    await expect(page.getByRole('status').filter({ hasText: 'Checking session...' })).toHaveCount(0);
  }
}

test('a visitor may open the public and sign-in pages; anything else leads home', async ({ page }) => {
  await expectLandings(page, [
    ['/login', '/login'],
    ['/signup', '/signup'],
    ['/check-email', '/check-email'],
    ['/forgot-password', '/forgot-password'],
    ['/about', '/about'],
    ['/artist/someone', '/artist/someone'],
    ['/buyer-dashboard', '/'],
    ['/edit-profile', '/'],
    ['/set-username', '/'],
    ['/messages/some-user', '/'],
    ['/no-such-page', '/'],
  ]);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a signed-in user without a username can only open /set-username', async ({ page, request }) => {
  await signUpVerified(page, request);
  await expectLandings(page, [
    ['/', '/set-username'],
    ['/about', '/set-username'],
    ['/login', '/set-username'],
    ['/edit-profile', '/set-username'],
    ['/buyer-dashboard', '/set-username'],
    ['/set-username', '/set-username'],
  ]);
});

test('a buyer who has not finished the profile is sent to complete it', async ({ page, request }) => {
  await createBuyer(page, request, { isComplete: false });
  await expectLandings(page, [
    ['/set-username', '/complete-buyer-profile'],
    ['/upload', '/complete-buyer-profile'],
    ['/no-such-page', '/complete-buyer-profile'],
    ['/login', '/'],
    ['/edit-buyer-profile', '/edit-buyer-profile'],
    ['/complete-buyer-profile', '/complete-buyer-profile'],
  ]);
});

test('a buyer reaches the buyer pages; artist pages lead to the buyer dashboard', async ({ page, request }) => {
  await createBuyer(page, request);
  await expectLandings(page, [
    ['/upload', '/buyer-dashboard'],
    ['/artist-dashboard', '/buyer-dashboard'],
    ['/set-username', '/complete-buyer-profile'],
    ['/signup', '/'],
    ['/edit-buyer-profile', '/edit-buyer-profile'],
    ['/messages', '/messages'],
  ]);
});

test('an artist reaches the artist pages; buyer pages lead home', async ({ page, request }) => {
  await createArtist(page, request);
  await expectLandings(page, [
    ['/buyer-dashboard', '/'],
    ['/complete-buyer-profile', '/'],
    ['/messages', '/'],
    ['/set-username', '/edit-profile'],
    ['/login', '/'],
    ['/edit-profile', '/edit-profile'],
    ['/upload', '/upload'],
  ]);
});

test('no page shows until the session is known: "Checking session..." first', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('status').filter({ hasText: 'Checking session...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('when the session cannot be read, the page says so and can try again', async ({ page }) => {
  test.slow();
  await page.route('**/api/me', (route) => route.abort('failed'));
  await page.goto('/signup');
  await expect(page.getByRole('alert')).toContainText('We could not check whether you are signed in.');
  await page.unroute('**/api/me');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});
