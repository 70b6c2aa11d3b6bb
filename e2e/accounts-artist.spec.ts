import { expectNoA11yViolations } from './helpers/a11y';
import { createArtist, dismissWelcomeUpFront, linkIn, readMail, uniqueEmail, uniqueUsername } from './helpers/accounts';
import { expectStoredImageLoaded, picturePng, pngFile, qrPng } from './helpers/images';
import { expect, test } from './helpers/test';

// The browser logs every refused request; the server refuses a picture that is not a QR code (422).
test.use({ allowedConsoleErrors: [/the server responded with a status of 422 /] });
test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

test('a new artist signs up, verifies the e-mail, picks a username and completes the profile with a wallet QR', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('artist');
  const password = 'beat-maker-1';
  const username = uniqueUsername('dj');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const passwordBox = page.getByLabel('Password', { exact: true });
  await expect(passwordBox).toHaveAccessibleDescription(/Password must be at least 6 characters/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await passwordBox.fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL('/check-email');
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await expectNoA11yViolations(page);
  const first = await readMail(request, email, { subject: /verify/i });
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new verification link is on its way.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
  await expect(page.getByText(/You can send another link in \d+ s\./)).toBeVisible();
  const mail = await readMail(request, email, { subject: /verify/i, newerThan: first.id });

  // The link signs the person in and goes on to the next step of sign-up.
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL('/set-username');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Username & Role' })).toBeVisible();
  const usernameBox = page.getByRole('textbox', { name: 'Username' });
  await usernameBox.fill('DJ Sita!');
  await expect(usernameBox).toHaveAccessibleDescription(/can only contain letters, numbers, underscores/);
  await usernameBox.fill(username);
  await expect(usernameBox).toHaveAccessibleDescription(new RegExp(`/artist/${username}`));
  await page.getByRole('radio', { name: /Artist/ }).check();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText(/needed before you can sell/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('Display name')).toHaveAccessibleDescription('Display name is required.');
  await expect(page.getByLabel('Display name')).toBeFocused();
  await expect(page.getByLabel('Profile picture')).toHaveAccessibleDescription(/Profile picture is required\./);
  await expect(page.getByLabel('Cover image')).toHaveAccessibleDescription(/Cover image is required\./);
  await expect(page.getByLabel('Wallet QR code')).toHaveAccessibleDescription(/Wallet QR code is required\./);
  await expectNoA11yViolations(page);

  await page.getByLabel('Display name').fill('DJ Sita');
  await page.getByLabel('Bio').fill('Lo-fi and trap from Kathmandu.');
  await page.getByLabel('Artist history').fill('Making beats since 2015.');
  await page.getByLabel('Equipment / DAW').fill('FL Studio, Akai MPK mini');
  await page.getByLabel('Additional notes').fill('Custom beats on request.');
  await page.getByLabel('Instagram').fill('instagram.com/djsita');
  await page.getByLabel('YouTube').fill('javascript:alert(1)');
  await page.getByLabel('Public email').fill('booking@example.com');
  await page.getByLabel('Profile picture').setInputFiles(pngFile('me.png', await picturePng(400, 400, 'DS')));
  await page.getByLabel('Cover image').setInputFiles(pngFile('cover.png', await picturePng(1500, 500, 'DJ Sita')));
  await expect(page.getByRole('img', { name: 'Profile picture (chosen, not saved yet)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover image (chosen, not saved yet)' })).toBeVisible();
  // A picture that is not a QR code is refused by the server, and nothing typed is lost.
  await page.getByLabel('Wallet QR code').setInputFiles(pngFile('not-a-qr.png', await picturePng(300, 300, 'QR?')));
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('YouTube')).toHaveAccessibleDescription('Links must start with http:// or https://.');
  await page.getByLabel('YouTube').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('Wallet QR code')).toHaveAccessibleDescription(
    /We could not read a QR code in that image/,
  );
  await expect(page.getByLabel('Display name')).toHaveValue('DJ Sita');
  await expect(page.getByRole('img', { name: 'Cover image (chosen, not saved yet)' })).toBeVisible();

  await page.getByLabel('Wallet QR code').setInputFiles(pngFile('esewa.png', await qrPng(`esewa:${username}`)));
  await page.getByRole('combobox', { name: 'Wallet' }).selectOption('eSewa');
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/api/me/artist-profile', async (route) => {
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Profile' }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  releaseSave();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(progress).toHaveCount(0);

  await expectStoredImageLoaded(page.getByRole('img', { name: 'Profile picture (saved)' }));
  await expectStoredImageLoaded(page.getByRole('img', { name: 'Cover image (saved)' }));
  await expect(page.getByRole('link', { name: 'View your public page' })).toHaveAttribute(
    'href',
    `/artist/${username}`,
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Hey, ${username} (Artist)` }),
  ).toHaveAttribute('href', `/artist/${username}`);

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('DJ Sita');
  await expect(page.getByLabel('Instagram')).toHaveValue('https://instagram.com/djsita');
  await expect(page.getByLabel('Equipment / DAW')).toHaveValue('FL Studio, Akai MPK mini');
  await expect(page.getByRole('img', { name: 'eSewa QR code' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an artist keeps several wallet QR codes, chooses the primary one and deletes one', async ({ page, request }) => {
  await createArtist(page, request);
  await page.goto('/edit-profile');
  const wallets = page.getByRole('region', { name: 'Your wallet QR codes' });
  await expect(wallets.getByRole('listitem')).toHaveCount(1);
  await expect(wallets.getByRole('listitem').filter({ hasText: 'eSewa' })).toContainText('Primary');

  const addForm = page.getByRole('form', { name: 'Add another QR code' });
  await addForm.getByRole('button', { name: 'Add QR code' }).click();
  await expect(addForm.getByLabel('QR code image')).toHaveAccessibleDescription(
    /Choose an image of your wallet QR code\./,
  );
  await addForm.getByLabel('QR code image').setInputFiles(pngFile('khalti.png', await qrPng('khalti:9812345678')));
  await expect(addForm.getByRole('img', { name: 'QR code image (chosen, not saved yet)' })).toBeVisible();
  await addForm.getByRole('combobox', { name: 'Wallet' }).selectOption('Khalti');
  await addForm.getByRole('button', { name: 'Add QR code' }).click();
  await expect(page.getByText('QR code added.')).toBeVisible();
  await expect(wallets.getByRole('listitem')).toHaveCount(2);

  const khalti = wallets.getByRole('listitem').filter({ hasText: 'Khalti' });
  await khalti.getByRole('button', { name: 'Make primary: Khalti' }).click();
  await expect(page.getByText('Khalti is now your primary QR code.')).toBeVisible();
  await expect(khalti).toContainText('Primary');

  const esewa = wallets.getByRole('listitem').filter({ hasText: 'eSewa' });
  await esewa.getByRole('button', { name: 'Delete: eSewa' }).click();
  await expect(esewa.getByText('Delete this eSewa QR code?')).toBeVisible();
  await expectNoA11yViolations(page);
  await esewa.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('QR code deleted.')).toBeVisible();
  await expect(wallets.getByRole('listitem')).toHaveCount(1);
  await expect(wallets.getByRole('listitem')).toContainText('Khalti');
});
