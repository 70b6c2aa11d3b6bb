import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers/console-errors';

/** The journeys' error fixture itself: an allowance for a status never lets a 5xx through. */
test('a 5xx answer is recorded even when the console message is allowed', async ({ page }) => {
  const errors = collectConsoleErrors(page, [/the server responded with a status of \d{3}/]);
  await page.route('http://beatpasal.test/**', (route) =>
    route.fulfill(
      route.request().url().endsWith('/broken')
        ? { status: 503, body: 'down' }
        : { contentType: 'text/html', body: '<p>page</p>' },
    ),
  );
  await page.goto('http://beatpasal.test/');
  await page.evaluate(() => fetch('/broken').catch(() => undefined));
  await expect.poll(() => errors).toEqual(['503 answered to GET http://beatpasal.test/broken']);
});

test('an allowed 4xx is not recorded', async ({ page }) => {
  const errors = collectConsoleErrors(page, [/the server responded with a status of 404 /]);
  await page.route('http://beatpasal.test/**', (route) =>
    route.fulfill(
      route.request().url().endsWith('/missing')
        ? { status: 404, body: 'no' }
        : { contentType: 'text/html', body: '<p>page</p>' },
    ),
  );
  await page.goto('http://beatpasal.test/');
  await page.evaluate(() => fetch('/missing'));
  await page.waitForTimeout(200);
  expect(errors).toEqual([]);
});
