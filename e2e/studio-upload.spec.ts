import type { Page } from '@playwright/test';
import { createArtist, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { expectNoHorizontalOverflow, uniqueWord } from './helpers/catalogue';
import { expectStoredImageLoaded, picturePng, pngFile } from './helpers/images';
import { holdMediaJobs, masterWav, readAudio, uploadMasterTrack } from './helpers/studio';
import { expect, test } from './helpers/test';

const REQUIRED = 'All fields including audio are required.';

/** Every value the upload progress bar shows, recorded in the page as it changes. */
async function recordUploadProgress(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { uploadProgress: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
}

/** Slows the upload to a phone's pace (about 300 KB/s) so its progress is there to be seen. */
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

function dashboardRow(page: Page, title: string) {
  return page.getByRole('row').filter({ hasText: title });
}

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

test('an artist uploads a track with a progress bar, sees it processing, then ready, and plays its preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await createArtist(page, request);
  const title = `Night Drive ${uniqueWord('nd')}`;
  const readProgress = await recordUploadProgress(page);

  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a track' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Genre').selectOption('Trap');
  await page.getByLabel('BPM').fill('140');
  await page.getByLabel('Musical key').selectOption('A minor');
  await page.getByLabel('Mood').selectOption('Dark');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('808');
  await tags.press('Enter');
  await tags.fill('Night Drive');
  await tags.press(',');
  await expect(page.getByRole('list', { name: 'Added tags' }).getByRole('listitem')).toHaveText([
    '808×',
    'night drive×',
  ]);
  await page.getByLabel('Description').fill('Dark trap for late drives through Kathmandu.');

  await page.getByLabel('Master audio').setInputFiles(masterWav());
  await expect(page.getByText(/night-drive-master\.wav · \d+ KB/)).toBeVisible();
  await page.getByLabel('Cover image').setInputFiles(pngFile('cover.png', await picturePng(800, 800, 'ND')));
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();

  const lease = page.getByRole('group', { name: 'Lease' });
  await lease.getByLabel('Offer this licence').check();
  await lease.getByLabel('Price (NPR)').fill('2500');
  await expect(lease.getByLabel('Lease duration (days)')).toHaveValue('365');
  await lease.getByLabel('WAV').check();
  const exclusive = page.getByRole('group', { name: 'Exclusive', exact: true });
  await exclusive.getByLabel('Offer this licence').check();
  await exclusive.getByLabel('Negotiable').check();
  await expect(exclusive.getByLabel('Price (NPR)')).toBeDisabled();

  // The media job waits until the dashboard has shown the track processing.
  const releaseMediaJobs = holdMediaJobs();
  const row = dashboardRow(page, title);
  try {
    const unthrottle = await throttleUpload(page, 300 * 1024);
    await page.getByRole('button', { name: 'Upload track' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page).toHaveURL(/\/artist-dashboard$/, { timeout: 30_000 });
    await unthrottle();
    const progress = await readProgress();
    expect(
      progress.some((value) => value > 0 && value < 100),
      `progress went through ${progress.join(', ')}`,
    ).toBe(true);
    expect(progress.at(-1)).toBe(100);
    await expect(row.getByText('Processing…')).toBeVisible();
  } finally {
    releaseMediaJobs();
  }
  // Released, the job runs and the realtime stream turns the row ready without a reload.
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('From NPR 2,500');
  await expect(row).toContainText('Trap');

  await row.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player).toBeVisible();
  await expect(player.getByText(title)).toBeVisible();
  await expect(player.getByRole('link', { name: /^DJ / })).toHaveAttribute('href', /^\/artist\/artist_/);
  await expect(player.getByTestId('waveform').locator('path').first()).toHaveAttribute('d', /^M0,/);
  await expect.poll(async () => (await readAudio(page))?.currentTime ?? 0).toBeGreaterThan(0.3);
  await expect(player.getByText('0:20')).toBeVisible();

  const seek = player.getByRole('slider', { name: 'Seek' });
  const box = await seek.boundingBox();
  if (!box) throw new Error('the seek bar is not laid out');
  await seek.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect.poll(async () => (await readAudio(page))?.currentTime ?? 0).toBeGreaterThan(13);

  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await readAudio(page))?.paused).toBe(true);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('the edit page saves a change and delete asks for confirmation first', async ({ page, request }) => {
  test.setTimeout(90_000);
  await createArtist(page, request);
  const title = `Monsoon ${uniqueWord('ms')}`;
  const id = await uploadMasterTrack(page, title);

  await page.goto('/artist-dashboard');
  await dashboardRow(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(`/edit-track/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('group', { name: 'Lease' }).getByLabel('Price (NPR)')).toHaveValue('2500');
  const renamed = `${title} (Remix)`;
  await page.getByLabel('Title').fill(renamed);
  await page.getByRole('group', { name: 'Lease' }).getByLabel('Price (NPR)').fill('1800');
  await page
    .getByLabel('Cover image')
    .setInputFiles(pngFile('new-cover.png', await picturePng(800, 800, 'RX', ['#16a34a', '#052e16'])));
  await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Track updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/artist-dashboard$/);
  const row = dashboardRow(page, renamed);
  await expect(row).toContainText('From NPR 1,800');
  // The new cover was sent with the fields (multipart) and re-encoded by the server.
  await expectStoredImageLoaded(row.locator('img'));

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  expect(dialogs).toEqual(['Are you sure you want to delete this track?']);
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByText('Track deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No tracks uploaded yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload your first track' })).toHaveAttribute('href', '/upload');
});

test.describe('bad input', () => {
  // Chromium logs the refusals these journeys provoke (audio that is not audio, an incomplete
  // profile, a missing track) as failed resource loads; the page itself handles them.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (415|403|404) /] });

  test("the upload form shows the spec's messages before sending anything", async ({ page, request }) => {
    await createArtist(page, request);
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/me/tracks')) uploads += 1;
    });
    await page.goto('/upload');
    await page.getByRole('button', { name: 'Upload track' }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    const alert = page.getByRole('alert').filter({ hasText: 'Please fix the following:' });
    await expect(alert.getByRole('listitem')).toHaveText([REQUIRED, 'Please add at least one license with a price.']);
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('Master audio')).toHaveAccessibleDescription(/This field is required\./);

    await page.getByLabel('Title').fill('Bad Prices');
    await page.getByLabel('Genre').selectOption('Drill');
    await page.getByLabel('BPM').fill('10000');
    const lease = page.getByRole('group', { name: 'Lease' });
    await lease.getByLabel('Offer this licence').check();
    await lease.getByLabel('Price (NPR)').fill('-5');
    await page.getByRole('button', { name: 'Upload track' }).click();
    await expect(page.getByLabel('BPM')).toHaveAccessibleDescription('BPM must be a whole number between 40 and 300.');
    await expect(lease.getByLabel('Price (NPR)')).toHaveAccessibleDescription(/Enter a price in whole rupees/);
    expect(uploads).toBe(0);

    await page.getByLabel('BPM').fill('150');
    await lease.getByLabel('Price (NPR)').fill('2000');
    await page.getByLabel('Master audio').setInputFiles({
      name: 'not-audio.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('this is text, not audio '.repeat(200)),
    });
    await page.getByRole('button', { name: 'Upload track' }).click();
    // The server reads the bytes and says why it refused them; the form keeps everything entered.
    await expect(page.getByRole('alert')).toContainText(/not (an )?audio/i);
    await expect(page.getByLabel('Title')).toHaveValue('Bad Prices');
    expect(uploads).toBe(1);
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('an artist whose profile is incomplete is told before the form, with the way to finish it', async ({
    page,
    request,
  }) => {
    await createArtist(page, request, { isComplete: false });
    await page.goto('/upload');
    // Said before anyone picks a 5 MB WAV and fills every field, not after the submit.
    await expect(page.getByText('Complete your profile and add a wallet QR code before uploading.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/edit-profile');
    await expect(page.getByLabel('Master audio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload track' })).toHaveCount(0);
  });

  test('the edit page asks for a priced licence and says when a track is missing', async ({ page, request }) => {
    test.setTimeout(90_000);
    await createArtist(page, request);
    const title = `Edit Rules ${uniqueWord('er')}`;
    const id = await uploadMasterTrack(page, title);
    await page.goto(`/edit-track/${id}`);
    await page.getByRole('group', { name: 'Lease' }).getByLabel('Offer this licence').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following:' })).toContainText(
      'Please enable at least one license with a valid price.',
    );

    await page.goto('/edit-track/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Track not found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/artist-dashboard');
  });
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds nothing on the studio pages at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await createArtist(page, request);
    const title = `Axe Check ${uniqueWord('ax')}`;
    const id = await uploadMasterTrack(page, title);

    await page.goto('/artist-dashboard');
    await expect(page.getByText(title).filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: `Play ${title}` }).click();
    await expect(page.getByRole('region', { name: 'Audio player' }).getByTestId('waveform')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Upload track' }).click();
    await page.getByRole('button', { name: 'Upload track' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following:' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);

    await page.goto(`/edit-track/${id}`);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);
  });
}
