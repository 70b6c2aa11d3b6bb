import { expectNoA11yViolations } from './helpers/a11y';
import { claimUsername, dismissWelcomeUpFront, signUpVerified, uniqueUsername } from './helpers/accounts';
import { expect, test } from './helpers/test';

// The browser logs every refused request; this journey expects a taken username to be refused.
test.use({ allowedConsoleErrors: [/the server responded with a status of 409/] });
test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

test('a new buyer picks a username, completes the buyer profile and edits it later', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const takenName = uniqueUsername('taken');
  const other = await browser.newPage();
  await signUpVerified(other, request);
  await claimUsername(other, takenName, 'artist');
  await other.close();

  await signUpVerified(page, request);
  await page.goto('/');
  await expect(page).toHaveURL('/set-username');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();

  const usernameBox = page.getByRole('textbox', { name: 'Username' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(usernameBox).toHaveAccessibleDescription(/Username is required/);
  await expect(page.getByRole('group', { name: 'I am joining as' })).toHaveAccessibleDescription(
    'Choose a role: Artist or Buyer.',
  );

  await usernameBox.fill(takenName.toUpperCase());
  await page.getByRole('radio', { name: /Buyer/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(usernameBox).toHaveAccessibleDescription(/Username already taken/);
  await expect(page.getByRole('radio', { name: /Buyer/ })).toBeChecked();
  await expectNoA11yViolations(page);

  const username = uniqueUsername('buyer');
  await usernameBox.fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/complete-buyer-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out all fields.');
  for (const label of ['Full name', 'Address', 'Phone number']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(/Please fill out all fields\./);
  }
  await expectNoA11yViolations(page);

  await page.getByLabel('Full name').fill('Ram Bahadur Thapa');
  await page.getByLabel('Address').fill('Baneshwor, Kathmandu');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    /Enter a Nepali mobile number, e\.g\. 98XXXXXXXX\./,
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Ram Bahadur Thapa');
  await page.getByLabel('Phone number').fill('981-234 5678');
  await page.getByRole('button', { name: 'Finish Setup' }).click();

  await expect(page).toHaveURL('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: `Hey, ${username} (Buyer)` })).toHaveAttribute('href', '/buyer-dashboard');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/buyer-dashboard');
  await expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/messages');
  await expect(nav.getByRole('link', { name: 'Your Library' })).toHaveAttribute('href', '/library');
  await expect(nav.getByRole('link', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notice for artists' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/edit-buyer-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  // Stored as +9779812345678, shown the way the hint asks for it.
  await expect(page.getByLabel('Phone number')).toHaveValue('9812345678');
  await expectNoA11yViolations(page);
  await page.getByLabel('Address').fill('Lakeside, Pokhara');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue('Lakeside, Pokhara');
});
