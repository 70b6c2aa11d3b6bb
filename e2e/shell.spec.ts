import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/a11y';
import { collectConsoleErrors } from './helpers/console-errors';
import { expect, test } from './helpers/test';

const HERO_TITLE = 'Upload, discover and buy instrumentals';
const NEPALI_HERO_TITLE = 'इन्स्ट्रुमेन्टल अपलोड गर्नुहोस्, खोज्नुहोस् र किन्नुहोस्';

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(clientWidth);
}

/** The brand and the first item of the menu must not run into each other on a narrow screen. */
async function expectTopBarFits(page: Page) {
  const banner = page.getByRole('banner');
  const brand = await banner.getByRole('link', { name: 'Beatpasal' }).boundingBox();
  const firstItem = await banner.getByRole('navigation').getByRole('button').first().boundingBox();
  expect(brand && firstItem, 'the top bar is laid out').toBeTruthy();
  if (brand && firstItem) expect(brand.x + brand.width).toBeLessThanOrEqual(firstItem.x);
}

/** Returns once the HTML has loaded, without waiting for the app to hydrate (helpers/hydration.ts). */
const BEFORE_HYDRATION = { waitUntil: 'domcontentloaded' } as const;

/** Holds the page's code until the returned function is called. */
async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the home page comes from the server with its hero, before its code loads (decision 034)', async ({ page }) => {
  const releaseHome = await holdScript(page, '**/assets/home-*.js');
  await page.goto('/', BEFORE_HYDRATION);
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);

  releaseHome();
  await expect(page).toHaveTitle('Beatpasal');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
});

test('a page the server does not render shows the loading screen while its code loads', async ({ page }) => {
  const releaseAbout = await holdScript(page, '**/assets/about-*.js');
  await page.goto('/about', BEFORE_HYDRATION);
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Beatpasal' })).toBeVisible();

  releaseAbout();
  await expect(page.getByRole('heading', { level: 1, name: 'About Beatpasal' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('the top bar, the hero and the footer offer their links', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Beatpasal' })).toHaveAttribute('href', '/');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(mainNav.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Join as Artist/ })).toHaveAttribute('href', '/signup');
  await expect(main.getByRole('link', { name: /Join as Buyer/ })).toHaveAttribute('href', '/signup');

  const footer = page.getByRole('contentinfo');
  const linksOf = (group: string) => footer.getByRole('group', { name: group }).getByRole('link');
  await expect(linksOf('Beatpasal')).toHaveText(['About', 'How to Start', 'Privacy', 'FAQ']);
  await expect(linksOf('Support')).toHaveText(['Contact', 'Report a Dispute']);
  await expect(linksOf('Legal')).toHaveText(['Licensing', 'Privacy']);
  await expect(linksOf('Legal').first()).toHaveAttribute('href', '/licensing');
  await expect(linksOf('Support').last()).toHaveAttribute('href', '/dispute');

  const social = linksOf('Follow us');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('an unknown address takes a visitor home, as the route table says (spec 2.1)', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('switching to Nepali translates the shell and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(page.getByRole('link', { name: 'लगइन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEPALI_HERO_TITLE);
  await expect(page.getByRole('heading', { name: 'Beatpasal कसरी चल्छ' })).toBeVisible();

  await page.getByRole('button', { name: /भाषा परिवर्तन/ }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Nepali is downloaded only when chosen, and switching keeps the page and what was typed', async ({ page }) => {
  const nepaliChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ne-[\w-]+\.js$/.test(new URL(request.url()).pathname)) nepaliChunks.push(request.url());
  });
  await page.goto('/login');
  const email = page.getByLabel('Email');
  await email.fill('sita@example.com');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  expect(nepaliChunks, 'English pages do not download Nepali').toEqual([]);

  await page.getByRole('button', { name: /Change language/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'लगइन' })).toBeVisible();
  expect(nepaliChunks.length).toBeGreaterThan(0);
  await expect(page.getByLabel('इमेल')).toHaveValue('sita@example.com');
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('number fields take the Devanagari digits of a Nepali keyboard', async ({ page }) => {
  await page.goto('/contact');
  const phone = page.getByLabel('Phone Number');
  await phone.click();
  await page.keyboard.type('९८४१२३४५६७');
  await expect(phone).toHaveValue('9841234567');
});

test('a first visit from a Nepali browser opens in Nepali, from the server before the code loads', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ne-NP' });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page, []);
  const releaseHome = await holdScript(page, '**/assets/home-*.js');
  await page.goto('/', BEFORE_HYDRATION);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEPALI_HERO_TITLE);

  releaseHome();
  await expect(page.getByRole('link', { name: 'लगइन' })).toBeVisible();
  await expect(page.getByRole('button', { name: /भाषा परिवर्तन/ })).toBeEnabled();
  expect(errors, 'hydrating the Nepali page logged errors').toEqual([]);
  await context.close();
});

test('axe finds no accessibility violations on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('nothing overflows horizontally, in English or Nepali', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectTopBarFits(page);
    await expect(page.getByRole('link', { name: 'Signup' })).toBeInViewport();

    await page.getByRole('button', { name: /Change language/ }).click();
    await expect(page.getByRole('link', { name: 'साइन अप' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectTopBarFits(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('axe finds no violations at phone width', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
