import { formatMegabytes, MAX_AUDIO_BYTES, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoA11yViolations } from './helpers/a11y';
import { dismissWelcomeUpFront } from './helpers/accounts';
import { expect, test } from './helpers/test';
import { OUTBOX_JSON_PATH } from './outbox-token.mjs';

const SUPPORT_EMAIL = 'support@beatpasal.com';
const REQUIRED_MESSAGE = 'Please fill in all required fields.';

interface TStaticPage {
  path: string;
  heading: string;
  /** Words the spec (§1, §2.10) says the page must carry. */
  texts: (string | RegExp)[];
}

const STATIC_PAGES: TStaticPage[] = [
  {
    path: '/about',
    heading: 'About Beatpasal',
    texts: [
      'a marketplace for buying and selling beats',
      'Beatpasal is only a marketplace.',
      'Artists are responsible for the originality and legality of their tracks',
      'Violations may lead to warnings or permanent removal',
      /early stage and may still be buggy/,
    ],
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    texts: [
      'Your e-mail address and account information',
      'The tracks and profile data you upload',
      'Your purchase history',
      'We never receive or store your payment credentials.',
      'Basic analytics',
      'We do not sell, rent or trade your personal data to anyone.',
      'You can ask us to delete your account',
    ],
  },
  { path: '/faq', heading: 'Frequently Asked Questions', texts: ['Still have a question?'] },
  {
    path: '/licensing',
    heading: 'Licensing',
    texts: [
      'Limited usage, for example 5,000 streams or 1 music video.',
      'Only one buyer, ever.',
      'The artist may keep the copyright of the beat itself.',
      'Terms vary by artist',
      'Tag each beat as Lease, Exclusive or Full Rights',
    ],
  },
  {
    path: '/dispute',
    heading: 'Report a Dispute',
    texts: [
      'your username and the e-mail you registered with,',
      'the track title and the purchase date,',
      'a brief description of what went wrong.',
      'We aim to respond within 48 hours.',
    ],
  },
  {
    path: '/how-to-start',
    heading: 'How to Start',
    texts: [
      'Choose the Artist role',
      'wallet QR code',
      'without a valid QR code there are no sales',
      'Add your full name, phone number and address',
      "scan the artist's QR code",
    ],
  },
  { path: '/contact', heading: 'Contact Us', texts: ['we will get back to you within 24 hours'] },
];

const FAQ_QUESTIONS = [
  'How do I buy a beat?',
  'Can I resell a beat I bought?',
  'How do I contact a seller?',
  'How do I upload my beats?',
  'Are there upload limits?',
  'Is my payment secure?',
  'Can I get a refund?',
];

async function openPage(page: Page, { path, heading }: Pick<TStaticPage, 'path' | 'heading'>) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}

const CONTROL_ROLES: Record<string, 'textbox' | 'combobox' | 'button'> = {
  Category: 'combobox',
  'Screenshot (optional)': 'button',
};

/** A form control by its accessible name; exact, because 'Name' would also find 'Username'. */
function field(page: Page, name: string) {
  return page.getByRole('main').getByRole(CONTROL_ROLES[name] ?? 'textbox', { name, exact: true });
}

/** Counts the form's POSTs from now on, to show that a refused form sent nothing. */
function countContactPosts(page: Page) {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.count += 1;
  });
  return posts;
}

async function pngScreenshot(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 220, g: 20, b: 60 } } })
    .png()
    .toBuffer();
}

async function fillContactForm(page: Page, username: string) {
  await field(page, 'Name').fill('Sita Rai');
  await field(page, 'Username').fill(username);
  await field(page, 'Phone Number').fill('+977 980-1234567');
  await field(page, 'Category').selectOption({ label: 'Purchase' });
  await field(page, 'Message').fill('My payment went through but the download has not started.\nCan you check?');
}

// One journey per area rather than one per page: each test pays for a browser context and a cold
// load of the app, which on two cores cost more than the checks themselves (decision 035). A journey
// that visits every page gets the time of several.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

test('each static page shows its heading, title and content', async ({ page }) => {
  for (const staticPage of STATIC_PAGES) {
    await test.step(staticPage.path, async () => {
      await openPage(page, staticPage);
      await expect(page).toHaveTitle(`${staticPage.heading} · Beatpasal`);
      const main = page.getByRole('main');
      for (const text of staticPage.texts) await expect(main.getByText(text)).toBeVisible();
    });
  }

  await test.step('the licensing page has the three licence cards', async () => {
    await openPage(page, { path: '/licensing', heading: 'Licensing' });
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Lease', 'Exclusive', 'Full Rights']);
  });

  await test.step('the dispute page opens a report e-mail to support with a subject', async () => {
    await openPage(page, { path: '/dispute', heading: 'Report a Dispute' });
    const mailto = `mailto:${SUPPORT_EMAIL}?subject=Dispute%20report`;
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'E-mail a dispute report' })).toHaveAttribute('href', mailto);
    await expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', mailto);
  });
});

test('the footer leads to each page without a full reload, and how to start sends people to sign up', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [link, heading] of [
    ['About', 'About Beatpasal'],
    ['FAQ', 'Frequently Asked Questions'],
    ['Contact', 'Contact Us'],
    ['Report a Dispute', 'Report a Dispute'],
    ['Licensing', 'Licensing'],
    ['How to Start', 'How to Start'],
  ] as const) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  for (const audience of ['For artists', 'For buyers']) {
    await expect(page.getByRole('heading', { level: 2, name: audience })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign up as an artist' })).toHaveAttribute('href', '/signup');
  await page.getByRole('link', { name: 'Sign up as a buyer' }).click();
  await expect(page).toHaveURL('/signup');
});

test.describe('the FAQ accordion', () => {
  test('lists the seven questions as closed headings, opened and closed with Enter and Space', async ({ page }) => {
    await openPage(page, { path: '/faq', heading: 'Frequently Asked Questions' });
    const questions = page.getByRole('main').getByRole('button');
    await expect(questions).toHaveText(FAQ_QUESTIONS);
    for (const question of FAQ_QUESTIONS) {
      const heading = page.getByRole('heading', { level: 2, name: question });
      await expect(heading.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(
      page.getByText('Refunds happen only for technical issues or disputes approved by the artist.'),
    ).toBeHidden();

    const limits = page.getByRole('button', { name: 'Are there upload limits?' });
    const limitsAnswer = page.locator(`#${await limits.getAttribute('aria-controls')}`);

    await limits.focus();
    await page.keyboard.press('Enter');
    await expect(limits).toHaveAttribute('aria-expanded', 'true');
    await expect(limitsAnswer).toBeVisible();
    await expect(limitsAnswer).toContainText(`Audio files can be up to ${formatMegabytes(MAX_AUDIO_BYTES)} each`);
    await expect(limitsAnswer).toContainText(`screenshots can be up to ${formatMegabytes(MAX_SCREENSHOT_BYTES)}`);

    await page.keyboard.press('Space');
    await expect(limits).toHaveAttribute('aria-expanded', 'false');
    await expect(limitsAnswer).toBeHidden();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const refunds = page.getByRole('button', { name: 'Can I get a refund?' });
    await expect(refunds).toBeFocused();
    await page.keyboard.press('Space');
    await expect(refunds).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('Refunds happen only for technical issues or disputes approved by the artist.'),
    ).toBeVisible();

    await page.keyboard.press('Tab');
    const disputeLink = page.getByRole('main').getByRole('link', { name: 'Report a dispute', exact: true });
    await expect(disputeLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Report a Dispute' })).toBeVisible();
  });
});

test.describe('the contact form', () => {
  test('an empty submit names the missing fields and an oversized screenshot is refused; nothing is sent', async ({
    page,
  }) => {
    const posts = countContactPosts(page);
    await openPage(page, { path: '/contact', heading: 'Contact Us' });
    await expect(field(page, 'Message')).toHaveAttribute('rows', '5');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_MESSAGE })).toBeVisible();
    for (const label of ['Name', 'Username', 'Phone Number', 'Category', 'Message']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Screenshot (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Name').fill('Sita Rai');
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');

    await fillContactForm(page, 'e2e_huge');
    const screenshot = field(page, 'Screenshot (optional)');
    await screenshot.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(MAX_SCREENSHOT_BYTES + 1),
    });
    const tooLarge = `Screenshots can be at most ${formatMegabytes(MAX_SCREENSHOT_BYTES)}.`;
    await expect(page.getByText(tooLarge)).toBeVisible();
    await expect(screenshot).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(screenshot).toBeFocused();
    await expect(page.getByText(tooLarge)).toBeVisible();
    expect(posts.count, 'nothing was sent to the server').toBe(0);

    await page.getByRole('button', { name: 'Remove screenshot' }).click();
    await expect(page.getByText(tooLarge)).toBeHidden();
    await expect(screenshot).toBeFocused();
  });

  test('a full message with a screenshot is sent, and support receives it by e-mail', async ({ page, request }) => {
    const username = `e2e_${Date.now().toString(36)}`;
    await openPage(page, { path: '/contact', heading: 'Contact Us' });
    await expect(page.getByRole('main').getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      /^mailto:support@beatpasal\.com/,
    );

    await fillContactForm(page, username);
    await field(page, 'Screenshot (optional)').setInputFiles({
      name: 'payment.png',
      mimeType: 'image/png',
      buffer: await pngScreenshot(),
    });

    // Hold the request so the busy state can be seen; a small file on a local server is otherwise instant.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Username', 'Phone Number', 'Message'])
      await expect(field(page, label)).toHaveValue('');
    await expect(field(page, 'Category')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Remove screenshot' })).toHaveCount(0);

    await expect
      .poll(async () => {
        const outbox = (await (await request.get(OUTBOX_JSON_PATH)).json()) as {
          messages: { to: string; subject: string; text: string }[];
        };
        return outbox.messages.find((mail) => mail.to === SUPPORT_EMAIL && mail.subject.includes(`@${username}`));
      })
      .toMatchObject({
        subject: `[Contact · Purchase] Sita Rai (@${username})`,
        text: expect.stringMatching(/the download has not started[\s\S]*Screenshot: attached/),
      });
  });

  test.describe('when the server refuses', () => {
    test.use({ allowedConsoleErrors: [/status of 415/] });

    test('the server’s reason is shown and the message is kept', async ({ page }) => {
      await openPage(page, { path: '/contact', heading: 'Contact Us' });
      await fillContactForm(page, 'e2e_refused');
      await field(page, 'Screenshot (optional)').setInputFiles({
        name: 'not-really.png',
        mimeType: 'image/png',
        buffer: Buffer.from('these bytes are not an image'),
      });
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByText('Screenshot must be an image (JPEG, PNG, WebP, GIF or AVIF).')).toBeVisible();
      await expect(field(page, 'Screenshot (optional)')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Name')).toHaveValue('Sita Rai');
      await expect(page.getByText('Message sent successfully!')).toHaveCount(0);
    });
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px phone', width: 360, height: 740 },
]) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('axe finds no violations on each page, an open FAQ answer and a contact form showing its errors; nothing overflows', async ({
      page,
    }) => {
      for (const staticPage of STATIC_PAGES) {
        await test.step(staticPage.path, async () => {
          await openPage(page, staticPage);
          await expectNoA11yViolations(page);
          await expectNoHorizontalOverflow(page);
        });
      }

      await test.step('an open FAQ answer', async () => {
        await openPage(page, { path: '/faq', heading: 'Frequently Asked Questions' });
        await page.getByRole('button', { name: 'Can I get a refund?' }).click();
        await expectNoA11yViolations(page);
      });

      await openPage(page, { path: '/contact', heading: 'Contact Us' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: REQUIRED_MESSAGE })).toBeVisible();
      await expectNoA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  });
}
