import { writeFileSync } from 'node:fs';
import { createArtist, dismissWelcomeUpFront } from './helpers/accounts';
import { expect, test } from './helpers/test';

/** Issue 7 item 11: /edit-profile's image pickers refuse a renamed text file and a 17 MB image as soon as they are chosen. */

test('an image picker says at once when the file is not an image or too large, and shows no broken preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await dismissWelcomeUpFront(page);
  await createArtist(page, request);
  let saves = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith('/api/me/artist-profile')) saves += 1;
  });
  await page.goto('/edit-profile');
  const avatar = page.getByLabel('Profile picture', { exact: true });
  await avatar.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is only text, renamed'),
  });
  await expect(avatar).toHaveAccessibleDescription(
    /Profile picture must be an image \(JPEG, PNG, WebP, GIF or AVIF\)\./,
  );
  await expect(page.getByRole('img', { name: /Profile picture \(chosen/ })).toHaveCount(0);
  await expect(avatar).toHaveValue('');

  const cover = page.getByLabel('Cover image', { exact: true });
  // A 17 MB file that starts like a PNG, chosen from disk as a person would.
  const huge = test.info().outputPath('huge.png');
  writeFileSync(
    huge,
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(17 * 1024 * 1024)]),
  );
  await cover.setInputFiles(huge);
  await expect(cover).toHaveAccessibleDescription(/Images can be at most 10 MB\./);
  await expect(page.getByRole('img', { name: /Cover image \(chosen/ })).toHaveCount(0);
  expect(saves).toBe(0);
});
