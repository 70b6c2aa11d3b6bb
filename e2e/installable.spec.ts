import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { expect, test } from './helpers/test';

/**
 * Issue 13: the app installs (manifest, icons, service worker) and, without network, a page never
 * kept shows its offline page (the pages rendered as a visitor are kept, decision 093). A
 * persistent profile: Chromium never offers to install from an incognito one, which every
 * Playwright context is.
 */
// A browser of its own: launching it takes most of this test's time.
test.setTimeout(90_000);
test('installs, and shows the offline page in the chosen language when the network is cut', async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      window.localStorage.setItem('beatpasal.welcomeSeen', '1');
      window.localStorage.setItem('beatpasal.language', 'ne');
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    const worker = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL),
    );
    expect(worker).toMatch(/\/sw\.js$/);
    // Nothing personal in the cache: no API answer, no private file, and of the pages only the one the server
    // rendered as a visitor sees it (decision 093).
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
    expect(cached).toContain('/offline.html');
    expect(
      cached.filter(
        (pathname) => !/^\/(assets|icons)\/|^\/(offline\.html|offline\.js|manifest\.webmanifest)$/.test(pathname),
      ),
    ).toEqual(['/']);

    // Without network the kept home page still opens; a page that was never kept shows the offline page.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'इन्स्ट्रुमेन्टल अपलोड गर्नुहोस्, खोज्नुहोस् र किन्नुहोस्' })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'तपाईं अफलाइन हुनुहुन्छ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }).click();
    await expect(page.getByRole('link', { name: 'लगइन' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
