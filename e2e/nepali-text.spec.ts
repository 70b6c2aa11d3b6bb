import { expectNoA11yViolations } from './helpers/a11y';
import { expect, test } from './helpers/test';

/**
 * Issue 13: a page in Nepali shows no English sentence. Signed out, at 360 px, with axe on each
 * page. What may stay in Latin letters: brand, wallet and format names, and single words.
 */
const ROUTES = ['/', '/genres', '/genre/Trap', '/artists', '/about', '/privacy', '/faq', '/contact', '/licensing', '/dispute', '/how-to-start', '/login', '/signup', '/forgot-password'];
const KEPT = /\b(?:Beatpasal|eSewa|Khalti|Fonepay|Facebook|Instagram|YouTube|TikTok|English|Hip-Hop|Lo-Fi|R&B|EDM|BPM|MP3|WAV|NPR|QR|ID|OK)\b/g;
/** Three Latin words in a row: a sentence or phrase left in English. */
const ENGLISH_RUN = /[A-Za-z]{2,}(?:[ ,'’-]+[A-Za-z]{2,}){2,}/;

test.use({ viewport: { width: 360, height: 780 } });

test('every signed-out page reads in Nepali and passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.localStorage.setItem('beatpasal.welcomeSeen', '1');
    window.localStorage.setItem('beatpasal.language', 'ne');
  });
  const found: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
    for (const line of lines) if (ENGLISH_RUN.test(line.replace(KEPT, ''))) found.push(`${route}: ${line}`);
    await expectNoA11yViolations(page);
  }
  expect(found).toEqual([]);
});
