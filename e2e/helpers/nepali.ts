import { expect as baseExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminNe } from '../../apps/web/src/lib/i18n/ne-admin';
import { ne } from '../../apps/web/src/lib/i18n/ne';
import { strikesNe } from '../../apps/web/src/lib/i18n/ne-strikes';
import { takedownsNe } from '../../apps/web/src/lib/i18n/ne-takedowns';
import { createTranslator, lookup } from '../../apps/web/src/lib/i18n/translate';
import { a11yViolations } from './a11y';
import { collectConsoleErrors } from './console-errors';

/** A signed-in page waits on its lazy chunk and a few requests; on a busy 2-core machine that takes seconds. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The app's own Nepali texts, so a journey in Nepali finds its buttons and labels the way a reader does. */
export const nt = createTranslator(ne);
/** Nepali texts of the chunks loaded with their routes (outside `ne`): the admin area, strikes, takedowns. */
const AREAS = { admin: adminNe, strikes: strikesNe, takedowns: takedownsNe };
export const ntArea = (area: keyof typeof AREAS, key: string): string => {
  const text = lookup(AREAS[area], key);
  if (text === undefined) throw new Error(`no Nepali text for ${area}.${key}`);
  return text;
};

/** Issue 13's phone width: every journey works at 360 px in Nepali. */
export const PHONE = { width: 360, height: 780 };

/** What may stay in Latin letters: brand, wallet and format names, and single words. */
const KEPT =
  /\b(?:Beatpasal|eSewa|Khalti|Fonepay|Facebook|Instagram|YouTube|TikTok|English|Hip-Hop|Lo-Fi|R&B|EDM|BPM|MP3|WAV|FLAC|AIFF|OGG|M4A|AAC|MB|NPR|QR|ID|OK|PDF|HQ)\b/g;
/** Three Latin words in a row: a sentence or phrase left in English. */
const ENGLISH_RUN = /[A-Za-z]{2,}(?:[ ,'’-]+[A-Za-z]{2,}){2,}/;

/** Pages opened from here on read in Nepali, the welcome popup already seen. */
export async function readInNepali(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.localStorage.setItem('beatpasal.welcomeSeen', '1');
    window.localStorage.setItem('beatpasal.language', 'ne');
  });
}

/** A browser context of its own that reads in Nepali at phone width; its console errors fail the journey. */
export async function nepaliContext(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  await readInNepali(context);
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page, [/the server responded with a status of 409/]);
  return { context, page, consoleErrors };
}

/**
 * The page's text without what people typed or the server stored (`translate="no"`: reasons,
 * e-mail addresses, ids, JSON): other journeys' English data is not the app speaking English.
 */
async function visibleTextOutsideData(page: Page): Promise<string> {
  return page.evaluate(() => {
    const data = [...document.querySelectorAll<HTMLElement>('[translate="no"]')];
    for (const element of data) element.style.setProperty('display', 'none');
    const text = document.body.innerText;
    for (const element of data) element.style.removeProperty('display');
    return text;
  });
}

/**
 * Checks the page as it is now: `<html lang="ne">`, no line of English, no axe violation. Findings
 * are collected (not thrown) so that one run lists every page's leftovers.
 */
export async function collectNepaliProblems(page: Page, found: string[]): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/लोड हुँदै/)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const where = new URL(page.url()).pathname;
  const lines = (await visibleTextOutsideData(page)).split('\n').map((line) => line.trim());
  for (const line of lines) if (ENGLISH_RUN.test(line.replace(KEPT, ''))) found.push(`${where}: ${line}`);
  for (const violation of await a11yViolations(page)) found.push(`${where}: axe ${violation}`);
}

/** Opens each route and collects what is still English or inaccessible on it. */
export async function visitInNepali(page: Page, routes: string[], found: string[]): Promise<void> {
  for (const route of routes) {
    await page.goto(route);
    await collectNepaliProblems(page, found);
  }
}
