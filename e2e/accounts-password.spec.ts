import { expectNoA11yViolations } from './helpers/a11y';
import {
  DEFAULT_PASSWORD,
  dismissWelcomeUpFront,
  linkIn,
  readMail,
  sameOrigin,
  signUpVerified,
  uniqueEmail,
} from './helpers/accounts';
import { expect, test } from './helpers/test';

// The browser logs every refused request: these journeys try an old password (401), sign in before
// verifying (403) and cut the connection of a reset request (net::ERR_FAILED) on purpose.
test.use({ allowedConsoleErrors: [/the server responded with a status of (401|403) |net::ERR_FAILED/] });
test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

test('a forgotten password is reset from the login modal, and only the new password works', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await signUpVerified(page, request);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  const forgot = page.getByRole('button', { name: 'Forgot password?' });
  await forgot.click();

  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Password reset link sent to your email.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(forgot).toBeFocused();

  const mail = await readMail(request, account.email, { subject: /reset/i });
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/Password must be at least 6 characters/);
  await page.getByLabel('New password').fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Update Password' }).click();

  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password was updated. Sign in with your new password.' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password', { exact: true }).fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/set-username');

  // A spent link, opened later on a signed-out browser.
  await page.context().clearCookies();
  await page.goto(linkIn(mail));
  await expect(page.getByRole('alert')).toHaveText(
    /This reset link is invalid or has expired\. Please request a new one\./,
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('the forgot-password page sends a link, says so, and leads back to login', async ({ page, request }) => {
  test.slow();
  const account = await signUpVerified(page, request);
  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your inbox for the reset link');
  const mail = await readMail(request, account.email, { subject: /reset/i });
  expect(linkIn(mail)).toContain('/api/auth/reset-password/');

  // The answer for an address with no account is the same: nobody learns who has one.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText('Check your inbox for the reset link');

  await page.route('**/api/auth/request-password-reset', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to send reset email');
  await expect(page.getByRole('alert')).toContainText('Check your internet connection');

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
});

test('a reset page without a valid token says so instead of showing a form', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(/This reset link is invalid or has expired/);
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('signing in before verifying says so and sends a new link on request', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: DEFAULT_PASSWORD, name: '' },
    headers: sameOrigin(),
  });
  expect(signUp.ok()).toBe(true);
  const first = await readMail(request, email, { subject: /verify/i });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Your email is not verified yet.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Send a new verification link' }).click();

  await expect(page).toHaveURL('/check-email');
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'A new verification link is on its way.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
  await readMail(request, email, { subject: /verify/i, newerThan: first.id });

  await page.goto('/login?verified=1&error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText(
    'This verification link is invalid or has expired. Sign in to get a new one.',
  );
});
