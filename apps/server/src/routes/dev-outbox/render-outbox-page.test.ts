import { describe, expect, it } from 'vitest';
import { linkifyText, renderOutboxPage } from './render-outbox-page';

describe('linkifyText', () => {
  it('links http(s) URLs and leaves trailing punctuation outside the link', () => {
    expect(linkifyText('Go to https://a.test/x?y=1&z=2. Or (http://b.test/).')).toBe(
      'Go to <a href="https://a.test/x?y=1&amp;z=2">https://a.test/x?y=1&amp;z=2</a>. Or (<a href="http://b.test/">http://b.test/</a>).',
    );
  });

  it('escapes markup and never links other schemes', () => {
    expect(linkifyText('<b>javascript:alert(1)</b> "x"')).toBe('&lt;b&gt;javascript:alert(1)&lt;/b&gt; &quot;x&quot;');
  });

  it('cannot be broken out of the href by quotes in the text', () => {
    expect(linkifyText('https://a.test/"onmouseover="x')).toBe(
      '<a href="https://a.test/">https://a.test/</a>&quot;onmouseover=&quot;x',
    );
  });
});

describe('renderOutboxPage', () => {
  it('says so when there is no mail', () => {
    expect(renderOutboxPage([])).toContain('<p>No mail yet.</p>');
  });
});
