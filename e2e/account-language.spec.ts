import { createBuyer, dismissWelcomeUpFront, signInAs } from './helpers/accounts';
import { expect, test } from './helpers/test';

test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

test('a signed-in person’s language goes with their account to another browser', async ({ page, request, browser }) => {
  const buyer = await createBuyer(page, request);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).first(),
  ).toBeAttached();
  const savedNepali = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/language') && response.request().postDataJSON()?.language === 'ne',
  );
  await page.getByRole('button', { name: /Change language/ }).click();
  expect((await savedNepali).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

  const otherBrowser = await browser.newContext({ locale: 'en-US' });
  const phone = await otherBrowser.newPage();
  await signInAs(phone, buyer);
  await phone.goto('/');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(phone.getByRole('button', { name: /भाषा परिवर्तन/ })).toBeVisible();
  await otherBrowser.close();
});
