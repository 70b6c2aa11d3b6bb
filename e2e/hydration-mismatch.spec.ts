import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers/console-errors';

/**
 * Preact adopts the server's HTML without comparing it (decision 044): the app logs a hydration
 * that finds another element than it renders, so every journey's console check fails on one.
 */
test('a page whose server HTML differs from what hydration renders logs an error', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<h1(?=[\s>])/, '<h2').replace('</h1>', '</h2>');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/');
  await expect
    .poll(() => errors.join('\n'))
    .toMatch(/Hydration did not match the server's HTML: wanted <h1>, found .*<h2>/);
});

test('the home page as the server sends it hydrates without a mismatch', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // What lies below the first screen hydrates as it comes near (decision 055).
  for (const part of await page.locator('main section, footer').all()) await part.scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(errors).toEqual([]);
});
