import { expectNoA11yViolations } from './helpers/a11y';
import { createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoHorizontalOverflow, trackCard, uniqueWord, uploadTrack } from './helpers/catalogue';
import { seedArtistForFile } from './helpers/seeded-artist';
import { expect, test } from './helpers/test';

/** Following artists (issue 34 parts 1 and 2) on a 360 px phone: follow, the artist uploads, Following lists it. */

const word = uniqueWord('follow');
const ARTIST = `Kanchha ${word}`;
const TITLE = `Asar ${word}`;

const artist = seedArtistForFile(ARTIST);

test.use({ viewport: { width: 360, height: 740 } });

test('a buyer follows an artist, gets the new track in Following and finds the artist in the library', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await dismissWelcomeUpFront(page);
  await createBuyer(page, request);

  await page.goto(`/artist/${artist().username}`);
  const followButton = page.getByRole('button', { name: new RegExp(`^Follow(ing)? ${ARTIST}$`) });
  await expect(followButton).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 followers')).toBeVisible();
  await followButton.click();
  await expect(followButton).toHaveAttribute('aria-pressed', 'true');
  await expect(followButton).toHaveText(`Following ${ARTIST}`);
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await page.goto('/');
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page).toHaveURL('/?feed=following');
  await expect(page.getByText('Follow artists to see their new tracks here.')).toBeVisible();

  // The artist publishes a track: the fan-out job writes it into every follower's feed.
  const track = await uploadTrack(artist().page, {
    title: TITLE,
    genre: 'Trap',
    bpm: 140,
    cover: ['#0ea5e9', '#082f49'],
  });
  await expect(async () => {
    await page.reload();
    await expect(trackCard(page, TITLE)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const feed = page.getByRole('list', { name: 'New tracks from artists you follow' });
  await expect(feed.getByRole('article')).toHaveCount(1);
  await trackCard(page, TITLE).getByRole('link', { name: TITLE }).first().click();
  await expect(page).toHaveURL(`/track/${track.id}`);
  await expect(page.getByRole('button', { name: `Following ${ARTIST}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/library');
  await page.getByRole('tab', { name: 'Following' }).click();
  const followed = page.getByRole('list', { name: 'Artists you follow' });
  await expect(followed.getByRole('link')).toHaveText([new RegExp(ARTIST)]);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await artist().page.goto('/artist-dashboard');
  await expect(artist().page.getByRole('region', { name: 'Followers' })).toContainText('1 follower');

  // Unfollowing from the library takes the artist out of the list and their track out of Following.
  await followed.getByRole('button', { name: `Following ${ARTIST}` }).click();
  await expect(page.getByText("You don't follow any artists yet.")).toBeVisible();
  await page.goto('/?feed=following');
  await expect(page.getByText('Follow artists to see their new tracks here.')).toBeVisible();
});
