import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRIPTS_LOADER_CSP_SOURCE, scriptsAfterFirstPaint } from './scripts-after-first-paint';

const HEAD =
  '<head><title>Beatpasal</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="icon" href="/favicon.svg"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-2.js"></head>';
const BODY = '<body><div id="root"><h1>Beats</h1></div></body>';

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(HEAD + BODY);

  it('moves the module script and every modulepreload, in order, into an inert template at the end of the body', () => {
    expect(
      html.startsWith(
        '<head><title>Beatpasal</title><link rel="icon" href="/favicon.svg"></head><body><div id="root"><h1>Beats</h1></div><template id="scripts-after-first-paint">',
      ),
    ).toBe(true);
    const template = /<template id="scripts-after-first-paint">(.*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-2.js">',
    );
    expect(html.endsWith('</script></body>')).toBe(true);
  });

  it('adds one inline script, the one whose hash the CSP allows', () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`).toBe(SCRIPTS_LOADER_CSP_SOURCE);
  });

  it('leaves a page without module scripts as it is', () => {
    expect(scriptsAfterFirstPaint(BODY)).toBe(BODY);
  });
});
