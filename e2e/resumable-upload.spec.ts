import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { createArtist, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { expectNoHorizontalOverflow, uniqueWord } from './helpers/catalogue';
import { expect, test } from './helpers/test';

const CHUNK = 5 * 1024 * 1024;

/** A 140-second 44.1 kHz mono WAV (about 12 MB): three chunks of the resumable upload. */
function longMasterWav(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'beatpasal-long-master-')), 'long-night-master.wav');
  execFileSync(ffmpeg.path, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=140',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-y',
    file,
  ]);
  return file;
}

test.use({
  viewport: { width: 360, height: 800 },
  // The cut this journey makes on purpose.
  allowedConsoleErrors: [/ERR_CONNECTION_RESET \(.*\/api\/uploads\//],
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

test('on a phone, a master upload whose connection drops mid-way resumes from where it stopped and the track gets ready', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await createArtist(page, request);
  const title = `Long Night ${uniqueWord('ln')}`;

  // The second chunk's connection is cut once, as a phone losing its network would.
  const offsets: number[] = [];
  let patches = 0;
  await page.route('**/api/uploads/*', async (route) => {
    const upload = route.request();
    if (upload.method() !== 'PATCH') return route.continue();
    patches += 1;
    if (patches === 2) return route.abort('connectionreset');
    offsets.push(Number(upload.headers()['upload-offset']));
    return route.continue();
  });

  await page.goto('/upload');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Genre').selectOption('Trap');
  await page.getByLabel('BPM').fill('96');
  await page.getByLabel('Master audio').setInputFiles(longMasterWav());
  const lease = page.getByRole('group', { name: 'Lease' });
  await lease.getByLabel('Offer this licence').check();
  await lease.getByLabel('Price (NPR)').fill('1800');
  await page.getByRole('button', { name: 'Upload track' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await expect(page).toHaveURL(/\/artist-dashboard$/, { timeout: 90_000 });
  // After the cut the browser asked where the server was and went on from the first chunk's end.
  expect(offsets).toEqual([0, CHUNK, 2 * CHUNK]);
  const card = page.getByRole('list', { name: 'Your tracks' }).getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Ready')).toBeVisible({ timeout: 90_000 });
});
