import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './helpers/test';

/**
 * Nothing the server hands a browser holds a secret (issue #14): every file of the built client
 * (each lazy chunk too, as served), the public pages with every answer they load, and the API
 * document. Looks for the values the server was started with (e2e/secrets-file.mjs) and for the
 * shapes secrets take anywhere.
 */
const DIST = path.resolve('apps/web/dist');
const PAGES = [
  '/',
  '/genres',
  '/artists',
  '/login',
  '/signup',
  '/forgot-password',
  '/about',
  '/faq',
  '/licensing',
  '/dispute',
  '/contact',
  '/privacy',
  '/how-to-start',
];
const SECRET_SHAPES = [
  /\b(AUTH_SECRET|S3_SECRET_ACCESS_KEY|S3_ACCESS_KEY_ID|SMTP_URL|DATABASE_URL|OUTBOX_TOKEN)\b/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\b(postgres(ql)?|smtps?|redis):\/\/[^\s"'/@]+:[^\s"'/@]+@/,
];
const TEXT_TYPES = /javascript|json|html|css|text|svg|xml|manifest/;
/** The build's compressed copies (decision 053), sent in place of the file they compress. */
const COMPRESSED = /\.(br|gz)$/;

function startedWith(): [string, string][] {
  const file = test.info().project.metadata.secretsFile as string | undefined;
  if (!file) throw new Error('the Playwright project must set metadata.secretsFile');
  const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.entries(secrets).filter(([, value]) => value.length >= 6);
}

function leaks(where: string, text: string, secrets: [string, string][]): string[] {
  const found = secrets.filter(([, value]) => text.includes(value)).map(([name]) => `${where}: the value of ${name}`);
  for (const shape of SECRET_SHAPES) {
    const match = shape.exec(text);
    if (match) found.push(`${where}: "${match[0]}"`);
  }
  return found;
}

function distFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? distFiles(full) : [`/${path.relative(DIST, full).split(path.sep).join('/')}`];
  });
}

test('no secret in the built client, the public pages, what they load, or the API document', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const secrets = startedWith();
  expect(secrets.map(([name]) => name)).toContain('AUTH_SECRET');
  const found: string[] = [];
  let scanned = 0;
  const scan = (where: string, text: string) => {
    scanned += 1;
    found.push(...leaks(where, text, secrets));
  };

  const files = distFiles().filter(
    (file) =>
      !COMPRESSED.test(file) && (TEXT_TYPES.test(file) || /\.(js|css|html|json|svg|webmanifest|txt)$/.test(file)),
  );
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    scan(file, await res.text());
  }
  const compressed = distFiles().filter((file) => COMPRESSED.test(file));
  expect(compressed.some((file) => file.endsWith('.js.br'))).toBe(true);
  for (const file of compressed) {
    const bytes = readFileSync(path.join(DIST, file));
    scan(file, (file.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8'));
  }

  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!TEXT_TYPES.test(response.headers()['content-type'] ?? '')) return;
    pending.push(
      response.text().then(
        (text) => scan(response.url(), text),
        () => undefined,
      ),
    );
  });
  for (const pathname of PAGES) {
    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
    scan(`${pathname} (rendered)`, await page.content());
  }
  await Promise.all(pending);
  scan('/api/docs/json', await (await request.get('/api/docs/json')).text());

  expect(found, `secrets in ${scanned} answers`).toEqual([]);
  expect(scanned).toBeGreaterThan(files.length + PAGES.length);
});
