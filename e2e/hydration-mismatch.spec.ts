import type { Page } from '@playwright/test';
import { seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/**
 * Preact adopts the server's HTML without comparing it, and where an element is not of the type it
 * renders it builds that part afresh and drops the server's (decision 072). So a page hydrates
 * without a mismatch when every element the server sent is still in the page once it is live.
 */

let artist: TSeededArtist;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  artist = await seedArtist(browser, `Hill ${uniqueWord('hyd')}`, [
    { title: `Dhun ${uniqueWord('hyd')}`, genre: 'Lo-Fi', bpm: 90, licences: [{ kind: 'lease', price: 500 }] },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

/** Before any script runs (the parser is done, deferred scripts are not), keeps #root's elements. */
async function keepServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverElements: [...document.querySelectorAll('#root *')] });
    });
  });
}

/** The server's elements that hydration dropped, as the start of their markup. */
function droppedServerElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverElements?: Element[] }).serverElements ?? [];
    if (kept.length === 0) throw new Error('the page had no server-rendered elements');
    return kept.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 60));
  });
}

test('a page whose server HTML differs from what hydration renders loses the server’s element', async ({ page }) => {
  await keepServerElements(page);
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<h1(?=[\s>])/, '<h2').replace('</h1>', '</h2>');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/');
  expect((await droppedServerElements(page)).join('\n')).toMatch(/^<h2/m);
});

test('each page the server renders hydrates on its own HTML, element for element', async ({ page }) => {
  await keepServerElements(page);
  const track = artist.tracks[0]!;
  for (const url of ['/', '/genres', `/track/${track.id}`, `/artist/${artist.username}`]) {
    await page.goto(url);
    await expect(page.locator('#root h1').first()).toBeVisible();
    expect(await droppedServerElements(page), url).toEqual([]);
  }
});
