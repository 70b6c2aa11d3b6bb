import { expectNoA11yViolations } from './helpers/a11y';
import { readMail, uniqueEmail } from './helpers/accounts';
import {
  expectNoHorizontalOverflow,
  newPersonContext,
  seedArtist,
  uniqueWord,
  type TSeededArtist,
} from './helpers/catalogue';
import { expect, test } from './helpers/test';

/** Free download for a contact (issue 34 part 5) on a 360 px phone: the artist's switch, a visitor's e-mail, the mailed link, the dashboard. */

const word = uniqueWord('free');
const ARTIST = `Sanu ${word}`;
const TITLE = `Phulbari ${word}`;
const PHONE = { width: 360, height: 740 };

let artist: TSeededArtist;

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  artist = await seedArtist(browser, ARTIST, [{ title: TITLE, genre: 'Trap', bpm: 90, cover: ['#22c55e', '#052e16'] }]);
  await artist.page.setViewportSize(PHONE);
});

test.afterAll(async () => {
  await artist?.context.close();
});

test('a visitor takes a free download for an e-mail and the artist sees it in the dashboard', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const track = artist.tracks[0]!;

  // The artist marks the track free in the studio.
  const studio = artist.page;
  await studio.goto(`/edit-track/${track.id}`);
  const freeSwitch = studio.getByRole('switch', { name: 'Free download' });
  await expect(freeSwitch).not.toBeChecked();
  await freeSwitch.check();
  await expect(studio.getByText('Free download is on.')).toBeVisible();
  await expectNoHorizontalOverflow(studio);
  await expectNoA11yViolations(studio);

  // A visitor asks for it with an e-mail address and ticks "Follow this artist".
  const email = uniqueEmail('fan');
  const { context, page } = await newPersonContext(browser, { viewport: PHONE });
  await page.goto(`/track/${track.id}`);
  await page.getByRole('button', { name: 'Free download' }).click();
  const form = page.getByRole('dialog', { name: `Free download: ${TITLE}` });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('checkbox', { name: 'Follow this artist' }).check();
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Send me the link' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(sent).toContainText(email);
  await sent.getByRole('button', { name: 'Close' }).click();

  // The link in the e-mail opens the download page: the tagged MP3 and the free licence.
  const mail = await readMail(request, email, { subject: /free download/i });
  const link = mail.links.find((candidate) => candidate.includes('/free-download?token='));
  expect(link, 'the mail carries the download link').toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Your free download' })).toBeVisible();
  await expect(page.getByText(`“${TITLE}” · ${ARTIST}`)).toBeVisible();
  const [mp3] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the MP3' }).click(),
  ]);
  expect(mp3.suggestedFilename()).toBe(`${TITLE} - ${ARTIST} (free, tagged).mp3`);
  const [licence] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the free licence (PDF)' }).click(),
  ]);
  expect(licence.suggestedFilename()).toBe(`${TITLE} - ${ARTIST} - free licence.pdf`);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await context.close();

  // The artist's dashboard lists the download, apart from sales.
  await studio.goto('/artist-dashboard');
  const downloads = studio.getByRole('list', { name: 'Free downloads' });
  await expect(downloads.getByRole('listitem')).toHaveCount(1);
  await expect(downloads.getByRole('listitem')).toContainText([email]);
  await expect(downloads.getByRole('listitem')).toContainText(['Asked to follow (no account)']);
  await expect(studio.getByText('1 free download.')).toBeVisible();
  await expectNoHorizontalOverflow(studio);
  await expectNoA11yViolations(studio);
});
