import type { Page } from '@playwright/test';
import { createBuyer, DEFAULT_PASSWORD, sameOrigin, signInAs, signUpVerified } from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { expectNoHorizontalOverflow, newPersonContext } from './helpers/catalogue';
import { expect as baseExpect, test } from './helpers/test';

/**
 * A warning and its appeal on a phone (decision 076's names): the member appeals on /strikes, the
 * admin walks every section of the admin area at 360 px, withdraws the warning from Appeals with a
 * note, and the member reads it. Each section's heading comes from its concept's dictionary.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { viewport: { width: 360, height: 780 } };
/** Listed in ADMIN_EMAILS by e2e/start-server.mjs. */
const ADMIN = { email: 'e2e-admin@example.com', password: DEFAULT_PASSWORD };

/** Each link of the admin sections and the heading its page opens with. */
const SECTIONS = [
  ['Reports', 'Reports'],
  ['Audit log', 'Audit log'],
  ['Accounts', 'Accounts'],
  ['Disputes', 'Disputes'],
  ['Refunds', 'Refunds register'],
  ['Takedowns', 'Copyright takedowns'],
  ['Contact messages', 'Contact messages'],
  ['Overview', 'Administration'],
  ['Appeals', 'Appeals'],
] as const;

async function expectPhonePage(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
}

test('a member appeals a warning on a phone; the admin withdraws it from Appeals and the member reads the note', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await newPersonContext(browser, PHONE);
  const account = await createBuyer(member.page, member.context.request);
  const memberId = ((await (await member.page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

  const adminSide = await newPersonContext(browser, PHONE);
  const admin = adminSide.page;
  await signUpVerified(admin, admin.request, ADMIN).catch(() => signInAs(admin, ADMIN));
  // ADMIN_EMAILS grants the role at the account's next /api/me.
  await admin.request.get('/api/me');
  const warned = await admin.request.post(`/api/admin/users/${memberId}/warn`, {
    data: { reason: 'Spam in three conversations.' },
    headers: sameOrigin(),
  });
  expect(warned.status()).toBe(200);

  await member.page.goto('/strikes');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Your warnings' })).toBeVisible();
  const warning = member.page.getByRole('listitem').filter({ hasText: 'Spam in three conversations.' });
  await warning.getByRole('textbox', { name: 'Your appeal' }).fill('Those were replies to buyers who wrote first.');
  await warning.getByRole('button', { name: 'Send appeal' }).click();
  await expect(member.page.getByText('Your appeal was sent to the administrators.')).toBeVisible();
  await expect(warning.getByText(/Those were replies to buyers who wrote first\./)).toBeVisible();
  await expectPhonePage(member.page);

  await admin.goto('/admin');
  const sections = admin.getByRole('navigation', { name: 'Admin sections' });
  for (const [link, heading] of SECTIONS) {
    await sections.getByRole('link', { name: link, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  const appeal = admin.getByRole('listitem').filter({ hasText: 'Those were replies to buyers who wrote first.' });
  await expect(appeal.getByRole('heading', { name: `${account.email}, 1 warning that counts` })).toBeVisible();
  await expectPhonePage(admin);
  await appeal
    .getByRole('textbox', { name: 'Note to the people affected (required)' })
    .fill('The messages were answers, not spam.');
  const decided = admin.waitForResponse(
    (response) => response.url().includes('/api/admin/strikes/') && response.request().method() === 'POST',
  );
  await appeal.getByRole('button', { name: 'Withdraw warning' }).click();
  expect((await decided).status()).toBe(200);
  await expect(admin.getByText('Done. The action is in the audit log.').first()).toBeVisible();

  await member.page.reload();
  await expect(
    member.page.getByText('Withdrawn after your appeal: The messages were answers, not spam.'),
  ).toBeVisible();
  await Promise.all([member.context.close(), adminSide.context.close()]);
});
