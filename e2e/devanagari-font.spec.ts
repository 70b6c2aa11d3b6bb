import type { Page } from '@playwright/test';
import { createArtist, dismissWelcomeUpFront } from './helpers/accounts';
import { expect, test } from './helpers/test';

/**
 * Issue 7 item 10: Devanagari renders on a device without a Devanagari font (this test browser
 * has none), from the self-hosted Noto Sans Devanagari, fetched only for text that needs it.
 */

const FONT_FILE = /noto-sans-devanagari-devanagari-(\d+)-normal.*\.woff2$/;

/** The weights of the Devanagari font the page has fetched so far. */
function fontRequests(page: Page): Set<string> {
  const weights = new Set<string>();
  page.on('requestfinished', (request) => {
    const match = FONT_FILE.exec(new URL(request.url()).pathname);
    if (match) weights.add(match[1]!);
  });
  return weights;
}

/** Whether the word is drawn with the font's face of that weight (false while it still loads). */
async function expectRendered(page: Page, weight: number) {
  const check = () => page.evaluate((w) => document.fonts.check(`${w} 16px "Noto Sans Devanagari"`, 'नेपाली'), weight);
  await expect.poll(check, { timeout: 15_000, message: `Noto Sans Devanagari ${weight} is loaded` }).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

test('the language switch and Nepali pages render Devanagari from the self-hosted font', async ({ page }) => {
  test.setTimeout(60_000);
  const weights = fontRequests(page);
  await page.goto('/');
  const toNepali = page.getByRole('button', { name: /Change language/ });
  await expect(toNepali).toContainText('नेपाली');
  await page.waitForLoadState('networkidle');
  await expectRendered(page, 400);
  // English text needs none of it: only the regular face, for the switch's one word, is fetched.
  expect([...weights]).toEqual(['400']);
  const ranges = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari')
      .map((face) => face.unicodeRange),
  );
  expect(ranges).toHaveLength(3);
  for (const range of ranges) expect(range).toMatch(/^U\+900-97F/i);

  await toNepali.click();
  await expect(page.getByRole('link', { name: 'लगइन' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/इन्स्ट्रुमेन्टल/);
  await expectRendered(page, 700);
  expect(weights).toContain('700');
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नेपाली'))).toBe(true);
});

test('a Devanagari display name in bold, in the English interface, is drawn with the self-hosted font', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const artist = await createArtist(page, request, { displayName: 'मादल' });
  await page.goto(`/artist/${artist.username}`);
  const name = page.getByRole('heading', { level: 1, name: 'मादल' });
  await expect(name).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const drawnWith = async () => {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
  // A system font without Devanagari once claimed the bold glyphs and drew empty boxes.
  await expect.poll(drawnWith, { timeout: 15_000 }).toEqual([expect.stringMatching(/^Noto Sans Devanagari/)]);
});
