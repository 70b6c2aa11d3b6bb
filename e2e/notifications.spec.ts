import type { Page } from '@playwright/test';
import { SLOW_4G } from '../bench/phone/slow-phone';
import { expectNoA11yViolations } from './helpers/a11y';
import { createBuyer, dismissWelcomeUpFront, readMail } from './helpers/accounts';
import { expectNoHorizontalOverflow, uniqueWord, uploadTrack } from './helpers/catalogue';
import { seedArtistForFile } from './helpers/seeded-artist';
import { expect, test } from './helpers/test';

/**
 * Notifications (issue 34 §3–4) on a 360 px phone: a buyer follows an artist and takes new tracks
 * by e-mail at once; the artist uploads; the bell counts 1 without a reload, the notification
 * opens the track, and the mail arrives with a link that switches those e-mails off.
 */

const word = uniqueWord('bell');
const ARTIST = `Saili ${word}`;
const TITLE = `Phagun ${word}`;

const artist = seedArtistForFile(ARTIST);
const UNREAD_READS = ['/api/me/unread', '/api/notifications/unread-count'];

/**
 * The API requests of one signed-in page load on Slow 4G, until the realtime stream has opened and
 * a moment after: whatever the opening would read again has been asked for by then.
 */
async function apiRequestsOfLoad(page: Page, path: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const requested: string[] = [];
  const record = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) requested.push(pathname);
  };
  page.on('request', record);
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  await streamOpened;
  await page.waitForTimeout(2000);
  page.off('request', record);
  await cdp.send('Network.emulateNetworkConditions', {
    ...SLOW_4G,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  return requested;
}

test.use({ viewport: { width: 360, height: 740 } });

test('a followed artist uploads: the bell counts it live, it opens the track, and the mail arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await dismissWelcomeUpFront(page);
  const buyer = await createBuyer(page, request);

  await page.goto(`/artist/${artist().username}`);
  await page.getByRole('button', { name: `Follow ${ARTIST}` }).click();
  await expect(page.getByRole('button', { name: `Following ${ARTIST}` })).toHaveAttribute('aria-pressed', 'true');

  // New tracks come in the daily digest unless the person asks for them at once.
  await page.goto('/settings/notifications');
  const newTracks = page.getByRole('group', { name: 'New tracks by artists you follow' });
  await expect(newTracks.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Your payment was confirmed' })).toContainText('Always sent at once');
  await newTracks.getByRole('radio', { name: 'At once' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible();

  const track = await uploadTrack(artist().page, {
    title: TITLE,
    genre: 'Trap',
    bpm: 140,
    cover: ['#f97316', '#431407'],
  });
  // No reload: the count arrives over the event stream.
  const counted = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(counted).toBeVisible({ timeout: 30_000 });
  await expect(counted).toHaveText('1');

  // Decision 101: a page load paints the bell from /api/me and the stream's greeting, reading neither count.
  const requested = await apiRequestsOfLoad(page, '/');
  await expect(counted).toHaveText('1');
  console.log(`API requests of a signed-in page load on Slow 4G: ${requested.join(', ')}`);
  expect(requested.filter((path) => UNREAD_READS.includes(path))).toEqual([]);

  await counted.click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const item = page.getByRole('link', { name: new RegExp(`${ARTIST} published a new track: ${TITLE}`) });
  await expect(item).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await item.click();
  await expect(page).toHaveURL(`/track/${track.id}`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  const mail = await readMail(request, buyer.email, { subject: new RegExp(TITLE) });
  expect(mail.text).toContain(`/track/${track.id}`);
  const unsubscribe = mail.links.find((link) => link.includes('/unsubscribe?'));
  expect(unsubscribe).toBeDefined();

  const { pathname, search } = new URL(unsubscribe!);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByText('Stop e-mails about: New tracks by artists you follow?')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByText('Done. You will no longer get these e-mails.')).toBeVisible();
  await page.goto('/settings/notifications');
  await expect(
    page.getByRole('group', { name: 'New tracks by artists you follow' }).getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
});
