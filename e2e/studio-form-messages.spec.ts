import type { Locator } from '@playwright/test';
import { createArtist } from './helpers/accounts';
import { expect, test } from './helpers/test';

/**
 * Issue 7 item 11: pasted tags are split, typed text is never dropped without a word, and the
 * upload form says each problem once: a short message per field, the spec's sentences at the top.
 */

const REQUIRED = 'All fields including audio are required.';
const NO_LICENCE = 'Please add at least one license with a price.';

/** Pastes text into the field the way a browser does (a paste event carrying the clipboard). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('tags pasted with commas become tags, and text that cannot be a tag stops the upload with the reason', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await createArtist(page, request);
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/me/tracks')) uploads += 1;
  });
  await page.goto('/upload');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  const added = page.getByRole('list', { name: 'Added tags' }).getByRole('listitem');

  await paste(tags, 'drill, lofi, नेपाली');
  await expect(added).toContainText(['drill', 'lofi', 'नेपाली']);
  await expect(added).toHaveCount(3);
  await expect(tags).toHaveValue('');

  // Typed and never confirmed: the submit makes it a tag rather than dropping it.
  await tags.fill('boom bap');
  await page.getByLabel('Title').fill('Tag Check');
  await page.getByRole('button', { name: 'Upload track' }).click();
  await expect(added).toContainText(['drill', 'lofi', 'नेपाली', 'boom bap']);

  // Text that cannot be a tag stays, with the reason, and is not silently lost.
  await tags.fill('#trap!');
  await page.getByRole('button', { name: 'Upload track' }).click();
  await expect(tags).toHaveValue('#trap!');
  await expect(tags).toHaveAccessibleDescription(/Tags can contain only letters, numbers, spaces and hyphens\./);
  expect(uploads).toBe(0);
});

test('an empty upload says the spec sentence once at the top and one short message per field; a zero price says one thing', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await createArtist(page, request);
  await page.goto('/upload');
  await page.getByRole('button', { name: 'Upload track' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following:' });
  await expect(summary.getByRole('listitem')).toHaveText([REQUIRED, NO_LICENCE]);
  // The summary comes before the first field.
  const summaryBox = await summary.boundingBox();
  const titleBox = await page.getByLabel('Title').boundingBox();
  expect(summaryBox!.y).toBeLessThan(titleBox!.y);
  await expect(page.getByText(REQUIRED)).toHaveCount(1);
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByLabel('Master audio')).toHaveAccessibleDescription(/This field is required\./);

  const lease = page.getByRole('group', { name: 'Lease' });
  await lease.getByLabel('Offer this licence').check();
  await lease.getByLabel('Price (NPR)').fill('0');
  await page.getByRole('button', { name: 'Upload track' }).click();
  await expect(lease.getByLabel('Price (NPR)')).toHaveAccessibleDescription(/Enter a price in whole rupees/);
  // The set-wide sentence is in the summary only, not stacked over the price's own message.
  await expect(summary.getByRole('listitem')).toContainText([NO_LICENCE]);
  await expect(page.getByText(NO_LICENCE)).toHaveCount(1);
});
