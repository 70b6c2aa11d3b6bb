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
  await expect.poll(() => errors.join('\n')).toMatch(/Hydration did not match the server's HTML: wanted <h1>, found .*<h2>/);
});

test('the home page as the server sends it hydrates without a mismatch', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(errors).toEqual([]);
});
