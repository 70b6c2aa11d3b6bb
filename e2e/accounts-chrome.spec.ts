import { UNREAD_EVENT } from '@beatpasal/shared/constants';
import { expectNoA11yViolations } from './helpers/a11y';
import { createArtist, createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { uniqueWord, uploadTrack } from './helpers/catalogue';
import { expect, test } from './helpers/test';

test('the welcome notice shows once, names the bug-report address, and is remembered', async ({ page }) => {
  await page.goto('/');
  const welcome = page.getByRole('region', { name: 'Welcome to Beatpasal' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('early stage');
  await expect(welcome.getByRole('link', { name: 'support@beatpasal.com' })).toHaveAttribute(
    'href',
    'mailto:support@beatpasal.com',
  );
  await expectNoA11yViolations(page);
  // It does not take focus: the skip link is still the first stop.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Beatpasal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome to Beatpasal' })).toHaveCount(0);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome to Beatpasal' })).toHaveCount(0);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

  test('an artist sees the artist menu, and Logout signs out and reloads at home', async ({ page, request }) => {
    const { username } = await createArtist(page, request);
    await page.goto('/edit-profile');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = [
      ['Dashboard', '/artist-dashboard'],
      ['Upload', '/upload'],
      ['Your Library', '/library'],
      ['Inbox', '/artist-messages'],
      ['Edit Profile', '/edit-profile'],
      [`Hey, ${username} (Artist)`, `/artist/${username}`],
    ] as const;
    for (const [name, href] of links)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // The server does not report unread messages yet, so no dot is invented.
    await expect(nav.getByRole('link', { name: /unread/ })).toHaveCount(0);

    const reload = page.waitForEvent('load');
    await nav.getByRole('button', { name: 'Logout' }).click();
    await reload;
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/edit-profile');
    await expect(page).toHaveURL('/');
  });

  test('the inbox shows an unread dot when the session reports unread messages', async ({ page, request }) => {
    await createBuyer(page, request);
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), hasUnread: true } });
    });
    // The realtime stream's greeting sets the dot on every (re)open (decision 101): it must agree with the session.
    await page.route('**/api/events', (route) =>
      route.fulfill({
        contentType: 'text/event-stream',
        body: `retry: 60000\nevent: ${UNREAD_EVENT}\ndata: ${JSON.stringify({ hasUnread: true, unreadNotifications: 0 })}\n\n`,
      }),
    );
    await page.goto('/edit-buyer-profile');
    const inbox = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox (unread messages)' });
    await expect(inbox).toHaveAttribute('href', '/messages');
    await expectNoA11yViolations(page);
  });

  test("the artist notice waits for a first track, closes for this visit with Close, and for good with Don't Show Again", async ({
    page,
    request,
    context,
  }) => {
    test.slow();
    await createArtist(page, request);
    await page.goto('/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Notice for artists' });
    // Nothing to update yet: an artist without tracks is not asked to update them.
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);

    await uploadTrack(page, { title: `Notice ${uniqueWord('nt')}`, genre: 'Trap', bpm: 140 });
    await page.reload();
    await expect(notice).toContainText('Every track needs at least one licence or rights option.');
    await expect(notice.getByRole('link', { name: 'Open Artist Dashboard' })).toHaveAttribute(
      'href',
      '/artist-dashboard',
    );
    await expectNoA11yViolations(page);
    // Only where licences are set and tracks managed: not in chat, where a phone needs the room.
    await page.goto('/artist-messages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);
    await page.goto('/edit-profile');
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    const nextVisit = await context.newPage();
    await nextVisit.goto('/edit-profile');
    const noticeAgain = nextVisit.getByRole('region', { name: 'Notice for artists' });
    await expect(noticeAgain).toBeVisible();
    await noticeAgain.getByRole('button', { name: "Don't Show Again" }).click();
    await expect(noticeAgain).toBeHidden();

    const laterVisit = await context.newPage();
    await laterVisit.goto('/edit-profile');
    await expect(laterVisit.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(laterVisit.getByRole('region', { name: 'Notice for artists' })).toHaveCount(0);
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the menu is a slide-in panel: focus stays inside, Escape closes it, focus returns to the button', async ({
      page,
      request,
    }) => {
      test.slow();
      const { username } = await createBuyer(page, request);
      await page.goto('/edit-buyer-profile');
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
      ).toBeHidden();
      const overflow = () => page.evaluate(() => document.body.style.overflow);

      await menuButton.click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menuButton).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? 'missing');
      expect(await overflow()).toBe('hidden');
      await expect(panel.getByRole('link', { name: `Hey, ${username} (Buyer)` })).toBeVisible();
      await expectNoA11yViolations(page);

      const focusIsInPanel = () => panel.evaluate((element) => element.contains(document.activeElement));
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIsInPanel(), `focus after ${i + 1} Tab presses`).toBe(true);
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInPanel(), `focus after ${i + 1} Shift+Tab presses`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(await overflow()).toBe('');

      await menuButton.click();
      await panel.getByRole('button', { name: 'Close menu' }).click();
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await panel.getByRole('link', { name: 'Your Library' }).click();
      await expect(page).toHaveURL('/library');
      await expect(panel).toBeHidden();
    });

    test('the account pages fit the screen and pass axe', async ({ page, request }) => {
      test.slow();
      const expectFits = async (path: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
        await expectNoA11yViolations(page);
      };
      for (const path of ['/login', '/signup', '/check-email', '/forgot-password', '/reset-password?token=abc'])
        await expectFits(path);
      await createArtist(page, request);
      await expectFits('/edit-profile');
    });
  });
});
