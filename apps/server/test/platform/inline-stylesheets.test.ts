import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../src/web/inline-stylesheets';

function distWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-web-css-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text);
  return dir;
}

describe('the built stylesheet in the page (decision 039)', () => {
  it('replaces the link with the stylesheet itself', () => {
    const dist = distWith({ 'index-abc.css': 'body{color:red}' });
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(inlineStylesheets(html, dist)).toBe('<head><style>body{color:red}</style></head>');
  });

  it('keeps the link for a stylesheet the build lacks or one that could end the element', () => {
    const dist = distWith({ 'hostile-abc.css': 'a{}</style><script>alert(1)</script>' });
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/missing-abc.css"><link rel="stylesheet" crossorigin href="/assets/hostile-abc.css">';
    expect(inlineStylesheets(html, dist)).toBe(html);
  });
});
