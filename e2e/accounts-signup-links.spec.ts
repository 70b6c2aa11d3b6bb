import type { Page } from '@playwright/test';
import {
  DEFAULT_PASSWORD,
  dismissWelcomeUpFront,
  linkIn,
  readMail,
  signUpVerified,
  uniqueEmail,
  uniqueUsername,
} from './helpers/accounts';
import { expect, test } from './helpers/test';

test.beforeEach(async ({ page }) => dismissWelcomeUpFront(page));

/** The same server under its other loopback name: the e2e server's PUBLIC_URL is http://127.0.0.1:PORT. */
function localhostUrl(path: string): string {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = 'localhost';
  return url.toString();
}

async function signUpThroughForm(page: Page, signUpPage: string, email: string, password = DEFAULT_PASSWORD) {
  await page.goto(signUpPage);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
}

test('the app opened at localhost instead of PUBLIC_URL signs up, signs in and saves a username there', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('loopback');
  await signUpThroughForm(page, localhostUrl('/signup'), email);
  await expect(page).toHaveURL(localhostUrl('/check-email'));

  // The link in the mail points at PUBLIC_URL (127.0.0.1) and signs in there.
  await page.goto(linkIn(await readMail(request, email, { subject: /verify/i })));
  await expect(page.getByRole('heading', { level: 1, name: 'Set Username & Role' })).toBeVisible();

  // Back on localhost: its own session cookie, and the API takes its requests.
  await page.goto(localhostUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(localhostUrl('/set-username'));
  await page.getByRole('textbox', { name: 'Username' }).fill(uniqueUsername('loop'));
  await page.getByRole('radio', { name: /Buyer/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(localhostUrl('/complete-buyer-profile'));
});

test('the verification link signs the new account in and continues to /set-username', async ({ page, request }) => {
  const email = uniqueEmail('verify');
  await signUpThroughForm(page, '/signup', email);
  await page.goto(linkIn(await readMail(request, email, { subject: /verify/i })));
  await expect(page).toHaveURL('/set-username');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Username & Role' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('signing up again with a registered e-mail shows the same screen and mails a working reset link', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await signUpVerified(page, request);
  await page.context().clearCookies();
  await signUpThroughForm(page, '/signup', account.email, 'another-password-2');

  const mail = await readMail(request, account.email, { subject: /already have/i });
  expect(mail.text).toContain('It already has an account, so nothing was changed.');
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/set-username');
});
